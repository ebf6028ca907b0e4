/**
 * Sections 5.1–5.5: who is calling and as which number (decision A13 gives the order). The first
 * step of both pipelines, the send and the listing: a listing passes the same checks.
 */
import { authenticate, type Caller, type CallerHeaders } from '../auth/authenticate.ts';
import type { GatewayCore } from './gateway-core.ts';
import { refusalReply } from './reply.ts';

export function authenticateCaller(context: { gateway: GatewayCore; input: CallerHeaders; caller?: Caller }) {
  const result = authenticate(context.gateway.state, context.input);
  if (!result.ok) return refusalReply(result.refusal);
  context.caller = result.caller;
  return undefined;
}
