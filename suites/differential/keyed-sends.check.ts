// Differential, section 3.3: sequences of sends with idempotency keys, repeated with the same
// body, reused with another, on two numbers, after a refusal, go to the target and to the
// bundled reference; each answer, its replay header and what reached the platform agree.
import { keyedCases, ownKeys } from '../support/differential/cases/keyed-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { castOf } from '../support/world/cast.ts';

// Each run (shrinking included) gets keys of its own, so it meets no key an earlier run stored.
let run = 0;

agreementCheck(
  {
    id: 'differential-keyed-sends',
    section: '3.3',
    title: 'repeated and conflicting idempotency keys, on two numbers and after a refusal, agree with the reference',
    decisions: ['A2', 'A7', 'A8', 'A10'],
  },
  { timeoutMs: 180_000, cases: (world) => keyedCases(castOf(world)), prepare: (c) => ownKeys(c, ++run) },
);
