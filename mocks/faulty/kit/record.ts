/** Changing the message record a send answered with, in the answer and in what the gateway keeps. */
import type { MessageRecord } from '../../reference/messages/message-record.ts';
import type { Reply } from '../../reference/pipeline/reply.ts';
import type { SendContext } from '../../reference/send/send-context.ts';

export function changeRecord(context: SendContext, reply: Reply, change: Partial<MessageRecord>): Reply {
  const record = JSON.parse(reply.body) as MessageRecord;
  const kept = context.gateway.state.messages.get(record.id);
  if (kept) Object.assign(kept, change);
  return { ...reply, body: JSON.stringify({ ...record, ...change }) };
}
