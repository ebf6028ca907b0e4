/** Section 5 on a listing: the same four checks as a send, in the same order (decision A13). */
import { authenticate } from '../../auth/authenticate.ts';
import { refusalReply } from '../../send/reply.ts';
import type { ListContext } from '../list-context.ts';

export function authenticateLister(context: ListContext) {
  const result = authenticate(context.gateway.state, context.input);
  if (!result.ok) return refusalReply(result.refusal);
  context.caller = result.caller;
  return undefined;
}
