// Differential, section 2.4 (with 3.2 and 4.1): generated templates of every shape and status,
// sent correctly or with one thing wrong, and one-time codes inside and outside the rule, go to
// the target and to the bundled reference; their verdicts, records and platform traffic agree.
import fc from 'fast-check';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { templateCases } from '../support/differential/cases/template-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { templatePool } from '../support/generators/templates/template-pool.ts';
import { castOf } from '../support/world/cast.ts';
import { withTemplates } from '../support/world/world-variants.ts';

const defaultWorld = bundledWorld('default');
// One world holds the whole pool, so both sides are provisioned once, not once per case.
const pool = templatePool(48, fc.readConfigureGlobal().seed ?? 1);
const world = withTemplates(defaultWorld, castOf(defaultWorld).main.businessAccountId, pool);

agreementCheck(
  {
    id: 'differential-template-sends',
    section: '2.4',
    title: 'template sends of every shape, status and parameter fault, and one-time codes, agree with the reference',
    decisions: ['A13', 'A27', 'A28', 'A32', 'A48'],
  },
  { timeoutMs: 120_000, world, cases: () => templateCases(castOf(world), pool) },
);
