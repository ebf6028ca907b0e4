// Differential, section 3.3: sequences of sends with idempotency keys, repeated with the same
// body, reused with another, on two numbers, after a refusal, go to the target and to the
// bundled reference; each answer, its replay header and what reached the platform agree.
import { vi } from 'vitest';
import { keyedCases, ownKeys } from '../support/differential/cases/keyed-cases.ts';
import { assertAgreement, differentialCheck } from '../support/differential/differential-check.ts';
import { useTwinRuns } from '../support/differential/twin-runs.ts';
import { castOf } from '../support/world/cast.ts';

const twins = useTwinRuns();
vi.setConfig({ testTimeout: 180_000 });

differentialCheck(
  {
    id: 'differential-keyed-sends',
    section: '3.3',
    title: 'repeated and conflicting idempotency keys, on two numbers and after a refusal, agree with the reference',
    decisions: ['A2', 'A7', 'A8', 'A10'],
  },
  async (context) => {
    const cast = castOf(twins().target.world);
    await twins().provision();
    // Each run (shrinking included) gets keys of its own, so it meets no key an earlier run stored.
    let run = 0;
    await assertAgreement(twins(), keyedCases(cast), context, { prepare: (c) => ownKeys(c, ++run) });
  },
);
