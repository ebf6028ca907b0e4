/**
 * Turns one webhook attempt of the dispatcher into a journal entry, so the journal shows the
 * body as the subscriber received it (parsed) next to the outcome of that attempt.
 */
import type { DeliveryAttempt } from '../webhooks/dispatcher.ts';
import { JsonText } from './json-text.ts';
import type { JournalInput } from './ring.ts';

/** The journal entry for one delivery attempt. */
export function webhookEntry(attempt: DeliveryAttempt): JournalInput {
  const { deliveryId, attempt: number, status, error, delivered, final } = attempt;
  return {
    at: attempt.at,
    kind: 'webhook',
    method: 'POST',
    path: attempt.url,
    headers: attempt.request.headers,
    // Kept as the exact text posted; the journal parses it when read (the text itself if it is not JSON).
    body: new JsonText(attempt.request.body),
    ...(status === undefined ? {} : { response: { status } }),
    delivery: { deliveryId, attempt: number, ...(status === undefined ? {} : { status }), ...(error === undefined ? {} : { error }), delivered, final },
  };
}
