// Differential, section 1 (the 24-hour window): free-form and template sends with the window
// open, closed or never opened, after the customer writes and hours pass, go to the target and
// to the bundled reference; their verdicts and what reached the platform agree.
import { vi } from 'vitest';
import { windowCases } from '../support/differential/cases/window-cases.ts';
import { assertAgreement, differentialCheck } from '../support/differential/differential-check.ts';
import { useTwinRuns } from '../support/differential/twin-runs.ts';
import { castOf } from '../support/world/cast.ts';

const twins = useTwinRuns();
// Each case provisions both sides afresh: a slow target over HTTP needs minutes for 200 runs.
vi.setConfig({ testTimeout: 600_000 });

differentialCheck(
  {
    id: 'differential-window-sends',
    section: '1',
    title: 'sends inside, outside and never inside the 24-hour window, after inbound messages and hours passing, agree with the reference',
    decisions: ['A37', 'A38', 'A39'],
  },
  async (context) => {
    const cast = castOf(twins().target.world);
    // Without clock control on both sides the cases keep to the start of the world (A63).
    const clock = twins().offer('clock');
    // Windows and clocks move in each case, so each starts from a fresh world.
    await assertAgreement(twins(), windowCases(cast, clock), context, { beforeEach: () => twins().provision() });
  },
);
