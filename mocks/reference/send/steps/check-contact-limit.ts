/** Section 1, item 3 and 4.1: a template to a new customer at the plan's contact limit is refused. */
import { wouldPassContactLimit } from '../../conversations/contacts.ts';
import { refusal } from '../../errors/gateway-error.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import { sendTypeOf } from '../send-request.ts';
import type { SendContext } from '../send-context.ts';

export function checkContactLimit(context: SendContext) {
  const { send, caller } = context;
  if (!send || !caller || sendTypeOf(send) !== 'template') return undefined;
  if (!wouldPassContactLimit(caller.workspace, send.to)) return undefined;
  return refusalReply(refusal('plan_limit_reached', 'A new contact would pass the plan\'s contact limit.'));
}
