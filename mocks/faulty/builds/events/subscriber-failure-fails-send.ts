/** Section 6, rule 5: "Delivery failures do not surface as API errors." */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A health check of the number's integrations folded into the send's answer.
function failingSubscriberFails(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { caller, gateway } = context;
    if (reply?.status !== 200 || !caller) return reply;
    const failing = [...gateway.state.subscriptions.values()].some((s) => {
      if (s.phoneNumberId !== caller.number.phoneNumberId) return false;
      const last = gateway.state.deliveryLogs.get(s.id)?.attempts.at(-1);
      return last !== undefined && !last.delivered;
    });
    return failing ? refusalReply(refusal('internal_error', 'A subscriber of this number is failing.')) : reply;
  };
}

export const subscriberFailureFailsSend: FaultyBuild = {
  name: 'subscriber-failure-fails-send',
  deviation: 'A send is answered 500 internal_error, though the message went out, while the last delivery to a subscription of the number failed.',
  section: '6',
  breaks: { '6-failures-not-api-errors': ['failing-subscriber'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', failingSubscriberFails) }),
};
