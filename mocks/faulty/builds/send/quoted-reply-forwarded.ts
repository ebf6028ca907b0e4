/** Section 1: quoted replies cannot be sent ("no context or reply_to field"). */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changingPlatformRequest } from '../../kit/platform-payload.ts';
import { changeStep } from '../../kit/steps.ts';

// A gateway written against the platform's own send format passes its `context` object through
// (and maps `reply_to` onto it), so a client can quote a message the spec says it cannot.
const withQuote = changingPlatformRequest((request, received) => {
  const context = received.context ?? (typeof received.reply_to === 'string' ? { message_id: received.reply_to } : undefined);
  return context === undefined ? request : { ...request, context };
});

export const quotedReplyForwarded: FaultyBuild = {
  name: 'quoted-reply-forwarded',
  deviation: 'A send carrying context or reply_to is sent to the platform as a quoted reply of that message.',
  section: '1',
  breaks: { '1-no-quoted-replies': ['context-not-forwarded', 'reply-to-not-forwarded'] },
  caughtBy: { files: ['suites/send/fields-read-by-type.check.ts'], checks: ['quoted-reply-fields-never-reach-platform'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', withQuote) }),
};
