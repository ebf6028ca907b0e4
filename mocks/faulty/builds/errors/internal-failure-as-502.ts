/**
 * Section 7: a failure on the service's side is 500 `internal_error`; 502 `send_failed` says the
 * platform refused the message, and a listing never answers 502. A team whose catch-all maps
 * every exception to "the send failed" ships this.
 */
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { answerAs } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

const everyCrashSendFailed =
  <C>(original: Step<C>): Step<C> =>
  async (context) => {
    try {
      return await original(context);
    } catch {
      return answerAs('send_failed', 'The message could not be sent.');
    }
  };

export const internalFailureAs502: FaultyBuild = {
  name: 'internal-failure-as-502',
  deviation: 'A failure inside the service is answered 502 send_failed instead of 500 internal_error, on the send and on the listing.',
  section: '7',
  breaks: { '7-internal-error-500': ['service-failure-500'] },
  caughtBy: { files: ['suites/errors/internal-failure.check.ts'], checks: ['internal-failure-is-500', 'internal-failure-no-message-sent'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'armed-failure', everyCrashSendFailed),
    listSteps: changeStep(reference.listSteps, 'armed-failure', everyCrashSendFailed),
  }),
};
