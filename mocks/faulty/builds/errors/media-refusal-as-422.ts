/** Section 7: media failures (URL not public, not HTTPS, a redirect, a file too large or of a refused type) surface as 502. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

const media = ['image', 'document', 'video', 'audio'];

// The platform's refusal of a media send blamed on the URL the client gave.
function blamedOnUrl(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    if (codeOf(reply) !== 'send_failed' || !media.includes(String(context.send?.type))) return reply;
    return refusalReply(validationRefusal([{ loc: ['body', 'media_url'], msg: 'the platform could not fetch this media' }]));
  };
}

export const mediaRefusalAs422: FaultyBuild = {
  name: 'media-refusal-as-422',
  deviation: 'The platform refusing a media send is answered 422 validation_error naming media_url instead of 502 send_failed.',
  section: '7',
  breaks: { '7-media-failures-502': ['media-refusal-502'] },
  open: { kind: 'over-claim', check: 'platform-refusal-is-502', why: 'it claims media refusals but has the platform refuse no media send' },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', blamedOnUrl) }),
};
