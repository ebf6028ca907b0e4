/**
 * The reasons the developer can fail a message with on the handset page: the platform's codes
 * for a message that was accepted and later not delivered, titled from the error catalogue.
 */
import { webhookError } from '../webhooks/webhook-error.ts';

const laterFailures = [131026, 131047, 131053, 131042, 131000];

export function failureReasons(): { code: number; title: string; meaning: string }[] {
  return laterFailures.map((code) => {
    const error = webhookError(code);
    return { code, title: error.title, meaning: error.error_data?.details ?? error.title };
  });
}
