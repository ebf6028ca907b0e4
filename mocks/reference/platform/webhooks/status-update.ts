/**
 * A delivery state change of a message the gateway sent (sections 2.2, 3.1): fills the record's
 * timestamps and failure reason and emits `message.status` (SENT is announced by `message.sent`
 * only, decision A53) with the updated record, both ids included (A54, payload layout A67).
 */
import { isoTime } from '../../clock.ts';
import type { Gateway } from '../../gateway.ts';

type Fields = Record<string, unknown>;

function failureReason(update: Fields): string {
  const [first] = Array.isArray(update.errors) ? (update.errors as Fields[]) : [];
  const details = (first?.error_data as Fields | undefined)?.details;
  const title = typeof first?.message === 'string' ? first.message : typeof first?.title === 'string' ? first.title : 'failed';
  return typeof details === 'string' && details !== title ? `${title}: ${details}` : title;
}

export function applyStatus(gateway: Gateway, phoneNumberId: string, update: Fields): void {
  const move = typeof update.status === 'string' ? gateway.parts.statusMoves[update.status] : undefined;
  const id = typeof update.id === 'string' ? gateway.state.messagesByPlatformId.get(update.id) : undefined;
  const record = id === undefined ? undefined : gateway.state.messages.get(id);
  if (!move || !record) return;
  const seconds = Number(update.timestamp);
  const at = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : gateway.clock.now();
  const stamp = isoTime(at);
  // Updates may arrive out of order: a later state is never overwritten by an earlier one. A
  // build that announces SENT (A53) finds every accepted send there already, its time stamped.
  const onward = move.status !== 'SENT';
  if (onward && record.status !== 'FAILED' && !(record.status === 'READ' && move.status === 'DELIVERED')) record.status = move.status;
  if (onward) (record as Record<string, unknown>)[move.field] = stamp;
  if (move.status === 'FAILED') record.failure_reason = failureReason(update);
  gateway.events.emit({
    name: 'message.status',
    phoneNumberId,
    at: gateway.clock.now(),
    payload: {
      message: { ...record },
      to: typeof update.recipient_id === 'string' ? update.recipient_id : null,
      status: move.status,
      status_at: stamp,
      failure_reason: move.status === 'FAILED' ? record.failure_reason : null,
    },
  });
}
