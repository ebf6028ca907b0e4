/**
 * A customer's message as the platform reports it (section 1 items 1–2, section 6): it opens or
 * refreshes the 24-hour window at the gateway's receipt time (decisions A37, A39), `BOT` hands the
 * customer back to the AI agent, and `message.received` carries what was tapped.
 */
import { isoTime } from '../../clock.ts';
import type { Gateway } from '../../gateway.ts';
import { conversationOf } from '../../state/gateway-state.ts';

export interface InboundFacts {
  phoneNumberId: string;
  profileName: string | undefined;
  message: Record<string, unknown>;
}

type Fields = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const object = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});

const wholeMs = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

/**
 * Inbound media as section 2.2 describes it (decision A67): a URL, the MIME type, the file name,
 * and a voice note's duration in milliseconds. The platform sends a media id, not a file; the URL
 * is the platform's own address for that id, which answers the download link to a request with
 * the number's access token, so the reference neither fetches nor stores media.
 */
export function inboundMedia(message: Fields, platformBaseUrl: string | undefined): Fields | null {
  if (!['image', 'video', 'document', 'audio', 'sticker'].includes(String(message.type))) return null;
  const media = object(message[String(message.type)]);
  const id = text(media.id);
  const voice = media.voice === true;
  return {
    url: id === undefined || platformBaseUrl === undefined ? null : `${platformBaseUrl}/${encodeURIComponent(id)}`,
    mime_type: text(media.mime_type) ?? null,
    filename: text(media.filename) ?? null,
    voice,
    duration_ms: voice ? wholeMs(media.duration_ms) : null,
    platform_media_id: id ?? null,
  };
}

/** The readable text and, for taps, the option id (section 2.4: quick reply as `text [payload]`). */
export function inboundContent(message: Fields): { content: string; optionId: string | null } {
  switch (message.type) {
    case 'text':
      return { content: text(object(message.text).body) ?? '', optionId: null };
    case 'button': {
      const button = object(message.button);
      return { content: `${text(button.text) ?? ''} [${text(button.payload) ?? ''}]`, optionId: null };
    }
    case 'interactive': {
      const interactive = object(message.interactive);
      const reply = object(interactive.button_reply ?? interactive.list_reply);
      return { content: text(reply.title) ?? '', optionId: text(reply.id) ?? null };
    }
    default: {
      const media = object(message[String(message.type)]);
      return { content: text(media.caption) ?? `[${String(message.type)}]`, optionId: null };
    }
  }
}

export function applyInbound(gateway: Gateway, facts: InboundFacts): void {
  const from = text(facts.message.from);
  if (!from) return;
  const now = gateway.clock.now();
  const conversation = conversationOf(gateway.state, facts.phoneNumberId, from);
  conversation.lastInboundAt = now;
  if (facts.profileName !== undefined) conversation.profileName = facts.profileName;
  const { content, optionId } = inboundContent(facts.message);
  if (facts.message.type === 'text' && gateway.parts.resumesAgent(content)) conversation.agentPausedUntil = null;
  gateway.events.emit({
    name: 'message.received',
    phoneNumberId: facts.phoneNumberId,
    at: now,
    // Decision A67: who wrote, what they wrote as text, and the id of a tapped button or row.
    payload: {
      from,
      profile_name: facts.profileName ?? null,
      wa_message_id: text(facts.message.id) ?? null,
      message_type: text(facts.message.type) ?? 'unknown',
      content,
      option_id: optionId,
      media: inboundMedia(facts.message, gateway.state.upstream?.baseUrl),
      received_at: isoTime(now),
    },
  });
}
