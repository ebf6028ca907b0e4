// Differential, section 5: Authorization and X-Phone-Number-Id combinations, for tokens held by
// one number, two, a disconnected number, a plan without API access and a suspended workspace,
// on a send and on a listing, go to the target and to the bundled reference; they agree.
import { vi } from 'vitest';
import { authCases } from '../support/differential/cases/auth-cases.ts';
import { assertAgreement, differentialCheck } from '../support/differential/differential-check.ts';
import { useTwinRuns } from '../support/differential/twin-runs.ts';
import { castOf } from '../support/world/cast.ts';

const twins = useTwinRuns();
vi.setConfig({ testTimeout: 180_000 });

differentialCheck(
  {
    id: 'differential-auth-headers',
    section: '5',
    title: 'every combination of Authorization form, token holder and X-Phone-Number-Id agrees with the reference on sends and listings',
    decisions: ['A12', 'A13', 'A14', 'A15', 'A64'],
  },
  async (context) => {
    const world = twins().target.world;
    await twins().provision();
    await assertAgreement(twins(), authCases(world, castOf(world)), context);
  },
);
