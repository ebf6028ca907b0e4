/**
 * The upstream platform's send request bodies for free-form messages, typed from the upstream
 * contract, and the members every one of them carries.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { SendRequest, TemplateSend } from '../send/send-request.ts';

type Schemas = components['schemas'];

/** A send the gateway maps itself here: everything but a template. */
export type FreeFormSend = Exclude<SendRequest, TemplateSend>;

// `preview_url` has a default, so the generated type requires it; the gateway never sets it (A18).
export type PlatformTextRequest = Omit<Schemas['TextMessageRequest'], 'text'> & { text: Omit<Schemas['TextContent'], 'preview_url'> };
export type PlatformImageRequest = Schemas['ImageMessageRequest'];
export type PlatformVideoRequest = Schemas['VideoMessageRequest'];
export type PlatformAudioRequest = Schemas['AudioMessageRequest'];
export type PlatformDocumentRequest = Schemas['DocumentMessageRequest'];
export type PlatformMediaRequest = PlatformImageRequest | PlatformVideoRequest | PlatformAudioRequest | PlatformDocumentRequest;
export type PlatformInteractiveRequest = Schemas['InteractiveMessageRequest'];
export type PlatformInteractive = Schemas['InteractiveContent'];

/** The body of a free-form send to the platform. */
export type PlatformFreeFormRequest = PlatformTextRequest | PlatformMediaRequest | PlatformInteractiveRequest;

/** The members every send to the platform starts with; `to` goes as given (decision A19). */
export function addressedTo(to: string): { messaging_product: 'whatsapp'; recipient_type: 'individual'; to: string } {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to };
}
