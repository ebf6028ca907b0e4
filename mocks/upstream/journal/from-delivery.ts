/**
 * Turns one webhook attempt of the dispatcher into a journal entry, so the journal shows the
 * body as the subscriber received it (parsed) next to the outcome of that attempt.
 */
import type { DeliveryAttempt } from '../webhooks/dispatcher.ts';
import type { JournalInput } from './ring.ts';

/** Parsed JSON when the text is JSON, else the text itself. */
export function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The journal entry for one delivery attempt. */
export function webhookEntry(attempt: DeliveryAttempt): JournalInput {
  const { deliveryId, attempt: number, status, error, delivered, final } = attempt;
  return {
    at: attempt.at,
    kind: 'webhook',
    method: 'POST',
    path: attempt.url,
    headers: attempt.request.headers,
    body: parseBody(attempt.request.body),
    ...(status === undefined ? {} : { response: { status } }),
    delivery: { deliveryId, attempt: number, ...(status === undefined ? {} : { status }), ...(error === undefined ? {} : { error }), delivered, final },
  };
}
