// Differential, section 1 (the 24-hour window): free-form and template sends with the window
// open, closed or never opened, after the customer writes and hours pass, go to the target and
// to the bundled reference; their verdicts and what reached the platform agree.
import { windowCases } from '../support/differential/cases/window-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { castOf } from '../support/world/cast.ts';

agreementCheck(
  {
    id: 'differential-window-sends',
    section: '1',
    title: 'sends inside, outside and never inside the 24-hour window, after inbound messages and hours passing, agree with the reference',
    decisions: ['A37', 'A38', 'A39'],
  },
  {
    // Each case provisions both sides afresh: a slow target over HTTP needs minutes for 200 runs.
    timeoutMs: 600_000,
    // Windows and clocks move in each case, so each starts from a fresh world.
    freshWorldPerCase: true,
    // Without clock control on both sides the cases keep to the start of the world (A63).
    cases: (world, twins) => windowCases(castOf(world), twins.offer('clock')),
  },
);
