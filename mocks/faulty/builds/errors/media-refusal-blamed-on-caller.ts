/** Section 7: "Media failures (URL not public, not HTTPS, redirect not followed, file too large or type not accepted) surface as 502." */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

const mediaTypes = new Set(['image', 'document', 'video', 'audio']);

// The media address is the caller's, so a media send the platform refuses is read as the
// caller's mistake: a validation error at `media_url` instead of the platform's refusal.
function mediaRefusalAsValidation(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const type = context.send?.type;
    if (codeOf(reply) !== 'send_failed' || type === undefined || !mediaTypes.has(type)) return reply;
    return refusalReply(validationRefusal([{ loc: ['body', 'media_url'], msg: 'the platform could not use this media' }]));
  };
}

export const mediaRefusalBlamedOnCaller: FaultyBuild = {
  name: 'media-refusal-blamed-on-caller',
  deviation: 'A media send the platform refuses for its media is answered 422 validation_error at media_url instead of 502 send_failed.',
  section: '7',
  breaks: { '7-media-failures-502': ['media-refusal-502', 'image-refused-502', 'document-refused-502', 'video-refused-502', 'audio-refused-502'], '7-send-failed-502': ['platform-refusal'] },
  caughtBy: { files: ['suites/send/media-refusals.check.ts'], checks: ['media-refusals-are-502'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', mediaRefusalAsValidation) }),
};
