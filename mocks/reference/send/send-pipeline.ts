/**
 * `POST /api/v2/messages` as an ordered list of steps (decision A13 fixes the order): the first
 * step that answers ends the request. A claimed idempotency key is stored only with a 200 and
 * released on any other outcome, including a crash (section 3.3, decision A7).
 */
import { refusal } from '../errors/gateway-error.ts';
import type { Gateway } from '../gateway.ts';
import { refusalReply, type Reply } from './reply.ts';
import type { SendContext, SendInput } from './send-context.ts';
import { authenticateCaller } from './steps/authenticate-caller.ts';
import { callPlatform } from './steps/call-platform.ts';
import { checkContactLimit } from './steps/check-contact-limit.ts';
import { checkWindow } from './steps/check-window.ts';
import { claimKey } from './steps/claim-key.ts';
import { resolveTemplate } from './steps/resolve-template.ts';
import { firstReply, type NamedStep } from './steps/step.ts';
import { validateRequest } from './steps/validate-request.ts';

export const sendSteps: readonly NamedStep<SendContext>[] = [
  { name: 'authenticate', run: authenticateCaller },
  { name: 'validate', run: validateRequest },
  { name: 'idempotency', run: claimKey },
  { name: 'template', run: resolveTemplate },
  { name: 'window', run: checkWindow },
  { name: 'contact-limit', run: checkContactLimit },
  { name: 'send', run: callPlatform },
];

const unexpected = refusalReply(refusal('internal_error', 'Something went wrong on the gateway; retry with the same Idempotency-Key.'));

export async function sendMessage(gateway: Gateway, input: SendInput): Promise<Reply> {
  const context: SendContext = { gateway, input, now: gateway.clock.now() };
  let reply = unexpected;
  try {
    reply = (await firstReply(gateway.parts.sendSteps, context)) ?? unexpected;
    return reply;
  } catch {
    return unexpected;
  } finally {
    const { caller, key } = context;
    if (context.keyClaimed && caller && key !== undefined) {
      const keys = gateway.state.idempotency;
      if (reply.status === 200) keys.store(caller.number.phoneNumberId, key, { status: reply.status, body: reply.body });
      else keys.release(caller.number.phoneNumberId, key);
    }
  }
}
