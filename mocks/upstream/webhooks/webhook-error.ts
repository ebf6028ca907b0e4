/**
 * The `errors[]` item of a failed status (or of an unsupported inbound message), with its title
 * from the error catalogue so that a code reads the same in a webhook as in an error answer.
 */
import { errorCatalogue } from '../errors/error-catalogue.ts';
import type { WebhookError } from './inbound-message.ts';

/**
 * A webhook error for a catalogued code; `details` defaults to the catalogue's meaning. A code the
 * catalogue lacks still builds (tests use odd codes on purpose) with a generic title.
 */
export function webhookError(code: number, details?: string): WebhookError {
  const entry = errorCatalogue().get(code);
  const title = entry?.title ?? `Error ${code}`;
  return { code, title, message: title, error_data: { details: details ?? entry?.meaning ?? title } };
}
