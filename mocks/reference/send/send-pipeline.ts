/**
 * `POST /api/v2/messages` as an ordered list of steps (decision A13 fixes the order): the first
 * step that answers ends the request. The idempotency step claims a key and, once the send is
 * answered, stores or releases it (section 3.3); the runner itself knows nothing of keys.
 */
import { refusal } from '../errors/gateway-error.ts';
import { armedFailure } from '../pipeline/armed-failure.ts';
import { authenticateCaller } from '../pipeline/authenticate-caller.ts';
import type { GatewayCore } from '../pipeline/gateway-core.ts';
import { refusalReply, type Reply } from '../pipeline/reply.ts';
import { runPipeline } from '../pipeline/run-pipeline.ts';
import type { NamedStep } from '../pipeline/step.ts';
import type { SendContext, SendInput } from './send-context.ts';
import { callPlatform } from './steps/call-platform.ts';
import { checkContactLimit } from './steps/check-contact-limit.ts';
import { checkWindow } from './steps/check-window.ts';
import { idempotency } from './steps/idempotency-step.ts';
import { resolveTemplate } from './steps/resolve-template.ts';
import { validateRequest } from './steps/validate-request.ts';

export const sendSteps: readonly NamedStep<SendContext>[] = [
  { name: 'authenticate', run: authenticateCaller },
  { name: 'armed-failure', run: armedFailure },
  { name: 'validate', run: validateRequest },
  { name: 'idempotency', run: idempotency },
  { name: 'template', run: resolveTemplate },
  { name: 'window', run: checkWindow },
  { name: 'contact-limit', run: checkContactLimit },
  { name: 'send', run: callPlatform },
];

const unexpected = refusalReply(refusal('internal_error', 'Something went wrong on the gateway; retry with the same Idempotency-Key.'));

/** One send through `steps` (the gateway's `parts.sendSteps`). */
export function sendMessage(gateway: GatewayCore, steps: readonly NamedStep<SendContext>[], input: SendInput): Promise<Reply> {
  return runPipeline(steps, { gateway, input, now: gateway.clock.now(), afterAnswer: [] }, unexpected);
}
