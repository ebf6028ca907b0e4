/**
 * Section 6: a refused send (a 5xx included) sent nothing and leads to no message.sent; section
 * 7's 500 is retryable with a key, which is only safe if nothing went out. A team whose
 * bookkeeping after the platform call can crash answers 500 for a message that was sent.
 */
import { armedFailure } from '../../../reference/pipeline/armed-failure.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep, dropStep } from '../../kit/steps.ts';

// The armed failure strikes once the platform has taken the message and its record and event exist.
const failingAfterwards =
  (original: Step<SendContext>): Step<SendContext> =>
  async (context) => {
    const reply = await original(context);
    armedFailure(context);
    return reply;
  };

export const internalFailureAfterSend: FaultyBuild = {
  name: 'internal-failure-after-send',
  deviation: 'A failure inside the service strikes after the platform took the message: the send is answered 500 internal_error, yet the message went out and message.sent is delivered.',
  section: '6',
  breaks: { '6-refused-send-no-message-sent': ['refused-500'] },
  caughtBy: { files: ['suites/errors/internal-failure.check.ts'], checks: ['internal-failure-is-500', 'internal-failure-no-message-sent'] },
  parts: (reference) => ({ sendSteps: changeStep(dropStep(reference.sendSteps, 'armed-failure'), 'send', failingAfterwards) }),
};
