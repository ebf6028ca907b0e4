/** Section 8: "the service has no request-per-minute quota on any plan"; a 429 always comes from the platform. */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

const perSecond = 3;

// A rate limiter of the gateway's own, three sends a second per number, on the gateway's clock.
function throttled(): (original: Step<SendContext>) => Step<SendContext> {
  const recent = new Map<string, number[]>();
  return (original) => (context) => {
    const id = context.caller?.number.phoneNumberId;
    if (id === undefined) return original(context);
    const kept = (recent.get(id) ?? []).filter((at) => context.now - at < 1000);
    if (kept.length >= perSecond) return refusalReply(refusal('rate_limited', 'Too many requests for this number.'));
    recent.set(id, [...kept, context.now]);
    return original(context);
  };
}

export const burstThrottled: FaultyBuild = {
  name: 'burst-throttled',
  deviation: 'The gateway limits each number to three sends a second and answers the fourth with 429 rate_limited, the platform not throttling.',
  section: '8',
  breaks: { '8-no-quota': ['burst-no-429'], '8-429-only-from-platform': ['no-429-without-platform-throttle'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', throttled()) }),
};
