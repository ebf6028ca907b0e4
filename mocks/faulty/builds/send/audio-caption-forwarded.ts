/** Section 2.1: `media_caption` applies to image, document and video, and is "ignored on audio". */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changingPlatformRequest } from '../../kit/platform-payload.ts';
import { changeStep } from '../../kit/steps.ts';

// One mapping for every media type: the caption is copied onto audio as onto the others.
const captionOnAudio = changingPlatformRequest((request, received) => {
  const audio = request.audio;
  if (request.type !== 'audio' || typeof received.media_caption !== 'string' || typeof audio !== 'object' || audio === null) return request;
  return { ...request, audio: { ...audio, caption: received.media_caption } };
});

export const audioCaptionForwarded: FaultyBuild = {
  name: 'audio-caption-forwarded',
  deviation: 'A media_caption on an audio send is sent to the platform as the audio’s caption instead of being ignored.',
  section: '2.1',
  breaks: { '2.1-caption-ignored-on-audio': ['audio-caption-not-forwarded'] },
  caughtBy: { files: ['suites/send/fields-read-by-type.check.ts'], checks: ['audio-caption-never-reaches-platform'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', captionOnAudio) }),
};
