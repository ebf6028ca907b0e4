/**
 * What the handset page shows, as plain data: one conversation per business number and customer,
 * each a list of bubbles. Outbound bubbles carry what the customer's phone would render; inbound
 * bubbles what the customer wrote. The page receives exactly these shapes as JSON.
 */
import type { OutboundStatus } from '../state/model.ts';

export interface TemplateButtonView {
  /** The platform's button type (`URL`, `QUICK_REPLY`, `PHONE_NUMBER`, `OTP`, `COPY_CODE`, …). */
  type: string;
  text: string;
  url?: string;
  phoneNumber?: string;
  /** A copy-code button: the code the customer copies. Only ever on the customer's screen. */
  code?: string;
  /** A copy-code button whose code was not kept (a saved state never holds one-time codes). */
  codeWithheld?: boolean;
  /** A quick reply: the payload the platform returns when it is tapped. */
  payload?: string;
}

export interface MediaView {
  mediaType: 'image' | 'video' | 'document' | 'audio';
  url: string;
  caption: string | null;
  filename: string | null;
}

export type OutboundContent =
  | { kind: 'text'; text: string }
  | ({ kind: 'media' } & MediaView)
  | {
      kind: 'interactive';
      style: 'buttons' | 'list' | 'cta_url';
      header: string | null;
      body: string;
      footer: string | null;
      buttons: { id: string; title: string }[];
      list: { buttonText: string; sections: { title: string | null; rows: { id: string; title: string; description: string | null }[] }[] } | null;
      cta: { displayText: string; url: string } | null;
    }
  | {
      kind: 'template';
      name: string;
      language: string;
      category: string | null;
      header: { text?: string; media?: MediaView; location?: { latitude: string; longitude: string; name: string | null } } | null;
      body: string;
      footer: string | null;
      buttons: TemplateButtonView[];
    }
  | { kind: 'other'; summary: string };

export type InboundContent =
  | { kind: 'text'; text: string }
  | { kind: 'media'; mediaType: string; mimeType: string; caption: string | null; filename: string | null; voice: boolean; durationMs: number | null }
  | { kind: 'tap'; id: string | null; title: string; payload: string | null; description: string | null };

export interface OutboundBubble {
  direction: 'outbound';
  /** The platform's message id. */
  id: string;
  at: number;
  content: OutboundContent;
  status: OutboundStatus;
  /** For `failed`: what the platform reported. */
  failure: string | null;
}

export interface InboundBubble {
  direction: 'inbound';
  id: string;
  at: number;
  content: InboundContent;
}

export type Bubble = OutboundBubble | InboundBubble;

export interface ConversationView {
  /** `phoneNumberId:waId`. */
  key: string;
  phoneNumberId: string;
  businessName: string;
  displayPhoneNumber: string;
  waId: string;
  profileName: string;
  bubbles: Bubble[];
}
