/**
 * Control operation `getMessageRecord` (capability message_records): a message record as the
 * reference keeps it now, status moves included (section 3.1). The public API has no such read.
 */
import type { Gateway } from '../gateway.ts';
import { controlError, type ControlAnswer } from './control-answer.ts';

export function messageRecordView(gateway: Gateway, messageId: string): ControlAnswer {
  const record = gateway.state.messages.get(messageId);
  return record ? { status: 200, body: { ...record } } : controlError(404, 'unknown_message', 'no message with this id');
}
