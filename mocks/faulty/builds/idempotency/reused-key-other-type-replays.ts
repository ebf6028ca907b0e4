/** Section 3.3: "stored, same key, different body → 422 `idempotency_key_reused`"; another message type is another body. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { replayWhenAlike } from '../../kit/first-bodies.ts';
import { changeStep } from '../../kit/steps.ts';

// The fingerprint is taken over what the message says (recipient, text, link, caption), not over
// the kind of message it is: the same link and caption sent as another type match.
const withoutType = ({ type: _type, ...rest }: Record<string, unknown>) => JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
const typeLeftOut = replayWhenAlike((first, again) => withoutType(first) === withoutType(again));

export const reusedKeyOtherTypeReplays: FaultyBuild = {
  name: 'reused-key-other-type-replays',
  deviation: 'A stored key sent with the same fields under another message type replays the original answer instead of 422 idempotency_key_reused.',
  section: '3.3',
  breaks: { '3.3-other-body-422': ['other-type-422'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-key-reused-added-field-or-other-type'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', typeLeftOut) }),
};
