/** Section 3.3: "stored, same key, different body → 422 `idempotency_key_reused`"; a body with a field more is another body. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { replayWhenAlike } from '../../kit/first-bodies.ts';
import { changeStep } from '../../kit/steps.ts';

// The stored request is compared field by field over the fields it had: a field the first body
// left out and the second adds is never looked at.
const firstFieldsOnly = replayWhenAlike((first, again) => Object.entries(first).every(([field, value]) => JSON.stringify(again[field]) === JSON.stringify(value)));

export const reusedKeyAddedFieldReplays: FaultyBuild = {
  name: 'reused-key-added-field-replays',
  deviation: 'A stored key sent with the first body plus another field replays the original answer instead of 422 idempotency_key_reused.',
  section: '3.3',
  breaks: { '3.3-other-body-422': ['added-field-422'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-key-reused-added-field-or-other-type'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', firstFieldsOnly) }),
};
