/**
 * The JSON body of a delivery (decision A67): one envelope for every event, the event's own
 * fields under `data`. Serialised once per event, so every subscription and every retry carries
 * the same bytes.
 */
import { isoTime } from '../clock.ts';
import type { GatewayEvent } from '../events/event-bus.ts';

export function eventBody(event: GatewayEvent): Buffer {
  const envelope = { event: event.name, occurred_at: isoTime(event.at), phone_number_id: event.phoneNumberId, data: event.payload };
  return Buffer.from(JSON.stringify(envelope), 'utf8');
}
