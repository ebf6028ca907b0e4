// Differential, section 5: Authorization and X-Phone-Number-Id combinations, for tokens held by
// one number, two, a disconnected number, a plan without API access and a suspended workspace,
// on a send and on a listing, go to the target and to the bundled reference; they agree.
import { authCases } from '../support/differential/cases/auth-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { castOf } from '../support/world/cast.ts';

agreementCheck(
  {
    id: 'differential-auth-headers',
    section: '5',
    title: 'every combination of Authorization form, token holder and X-Phone-Number-Id agrees with the reference on sends and listings',
    decisions: ['A12', 'A13', 'A14', 'A15', 'A64'],
  },
  { timeoutMs: 180_000, cases: (world) => authCases(world, castOf(world)) },
);
