/** Section 3.3: "stored, same key, different body → 422 `idempotency_key_reused`"; a body differing only inside its list of template values is another body. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { replayWhenAlike } from '../../kit/first-bodies.ts';
import { changeStep } from '../../kit/steps.ts';

// The fingerprint is taken over the top-level fields that hold a single value (recipient, type,
// text, template name and language), as a build that flattens the body one level deep would:
// what sits in template_components, a list of objects, never counts.
const flatFields = (body: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(body)
      .filter(([, value]) => value === null || typeof value !== 'object')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
const listsLeftOut = replayWhenAlike((first, again) => flatFields(first) === flatFields(again));

export const reusedKeyOtherTemplateValueReplays: FaultyBuild = {
  name: 'reused-key-other-template-value-replays',
  deviation: 'A stored key sent with the same template and another parameter value replays the original answer instead of 422 idempotency_key_reused.',
  section: '3.3',
  breaks: { '3.3-other-body-422': ['other-body-422'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-key-reused-other-template-value'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', listsLeftOut) }),
};
