/** Sections 5.1–5.5: who is calling and as which number (decision A13 gives the order). */
import { authenticate } from '../../auth/authenticate.ts';
import { refusalReply } from '../reply.ts';
import type { SendContext } from '../send-context.ts';

export function authenticateCaller(context: SendContext) {
  const result = authenticate(context.gateway.state, context.input);
  if (!result.ok) return refusalReply(result.refusal);
  context.caller = result.caller;
  return undefined;
}
