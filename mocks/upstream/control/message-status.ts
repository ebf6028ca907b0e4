/** Moves a sent message along (delivered, read, played, failed) and reports it as the platform does. */
import type { components } from '../../../contracts/types/upstream.ts';
import { json, type Answer } from '../answer.ts';
import type { MockParts } from '../platform/mock-parts.ts';
import { sendWebhook } from '../platform/webhook-outbox.ts';
import { statusWebhook } from '../webhooks/envelope.ts';
import { webhookError } from '../webhooks/webhook-error.ts';
import { controlBody, controlError } from './control-body.ts';

type MessageStatusChange = components['schemas']['MessageStatusChange'];

/** Undeliverable: what the platform reports when no reason is given. */
const defaultFailure = 131026;

export function advanceMessageStatus(parts: MockParts, messageId: string, body: unknown): Answer {
  const parsed = controlBody<MessageStatusChange>('MessageStatusChange', body);
  if (!parsed.ok) return parsed.answer;
  const message = parts.state.messages.get(messageId);
  if (!message) return controlError(404, 'not_found', `no sent message ${messageId}`);
  const number = parts.state.numbers.get(message.phoneNumberId);
  if (!number) return controlError(404, 'not_found', `the number of message ${messageId} is gone`);
  const change = parsed.value;
  message.status = change.status;
  const base = { number, messageId, recipient: message.to, at: parts.clock.now() };
  const payload = () =>
    change.status === 'failed'
      ? statusWebhook({ ...base, status: 'failed', errors: [webhookError(change.error?.code ?? defaultFailure, change.error?.details)] })
      : statusWebhook({ ...base, status: change.status });
  const webhook = sendWebhook(parts.state, parts.dispatcher, payload);
  return json(200, { message_id: messageId, status: change.status, webhook });
}
