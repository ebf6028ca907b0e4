// Differential, section 4.1 (with 2.1, 2.3, 7 and 8): generated free-form sends, valid and
// invalid, go to the target and to the bundled reference; verdicts, records and what reached
// the platform must agree wherever the spec fixes them.
import { freeFormCases } from '../support/differential/cases/free-form-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { castOf } from '../support/world/cast.ts';

agreementCheck(
  {
    id: 'differential-free-form-sends',
    section: '4.1',
    title: 'free-form sends of every type, at and over every limit, broken in one field or in their media type, agree with the reference',
    decisions: ['A17', 'A18', 'A34', 'A36'],
  },
  { timeoutMs: 120_000, cases: (world) => freeFormCases(castOf(world)) },
);
