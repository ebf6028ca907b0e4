/**
 * Section 7: `internal_error` 500 is "failure on the service's side", and its notes leave nothing
 * but the error format in the body. A team that puts the caught error's stack in `message` to
 * ease debugging ships every internal detail of the service to its callers.
 */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The failure is answered where it is caught, with the stack as the message.
const stackAsMessage =
  <C>(original: Step<C>): Step<C> =>
  async (context) => {
    try {
      return await original(context);
    } catch (error) {
      return refusalReply(refusal('internal_error', error instanceof Error ? (error.stack ?? error.message) : String(error)));
    }
  };

export const internalFailureLeaksStack: FaultyBuild = {
  name: 'internal-failure-leaks-stack',
  deviation: 'A failure inside the service is answered 500 internal_error with the stack trace as the message.',
  section: '7',
  breaks: { '7-internal-error-500': ['service-failure-500'] },
  caughtBy: { files: ['suites/errors/internal-failure.check.ts'], checks: ['internal-failure-is-500'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'armed-failure', stackAsMessage),
    listSteps: changeStep(reference.listSteps, 'armed-failure', stackAsMessage),
  }),
};
