// Differential, section 4.1 (with 2.1, 2.3, 7 and 8): generated free-form sends, valid and
// invalid, go to the target and to the bundled reference; verdicts, records and what reached
// the platform must agree wherever the spec fixes them.
import { vi } from 'vitest';
import { freeFormCases } from '../support/differential/cases/free-form-cases.ts';
import { assertAgreement, differentialCheck } from '../support/differential/differential-check.ts';
import { useTwinRuns } from '../support/differential/twin-runs.ts';
import { castOf } from '../support/world/cast.ts';

const twins = useTwinRuns();
vi.setConfig({ testTimeout: 120_000 });

differentialCheck(
  {
    id: 'differential-free-form-sends',
    section: '4.1',
    title: 'free-form sends of every type, at and over every limit, broken in one field or in their media type, agree with the reference',
    decisions: ['A17', 'A18', 'A34', 'A36'],
  },
  async (context) => {
    await twins().provision();
    await assertAgreement(twins(), freeFormCases(castOf(twins().target.world)), context);
  },
);
