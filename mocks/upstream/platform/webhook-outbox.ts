/**
 * Everything the platform tells the gateway goes through here: payloads are signed with the
 * app secret and handed to the dispatcher, and each attempt lands in the journal. The payload is
 * built only when there is somewhere to send it (sends run this on every accepted message).
 */
import type { PlatformState } from '../state/model.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';

export type WebhookQueued = 'queued' | 'no_webhook_url';

export function sendWebhook(state: PlatformState, dispatcher: WebhookDispatcher, payload: () => unknown): WebhookQueued {
  if (state.webhookUrl === undefined) return 'no_webhook_url';
  dispatcher.deliver(state.webhookUrl, state.appSecret, payload());
  return 'queued';
}
