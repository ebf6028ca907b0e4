/**
 * What the platform mock and its handset learnt while running, as JSON for a state file: the
 * customers' inbound history (the platform's side of the 24-hour window), the messages it
 * accepted and their statuses, template review states, and the handset's conversations.
 * One-time codes are never kept: a saved copy-code button loses its code and the code is masked
 * wherever the template's text showed it.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { Customer, PlatformState, SentMessage } from '../state/model.ts';
import type { HandsetStore } from './handset-store.ts';
import type { Bubble, OutboundContent } from './handset-views.ts';

type InboundMessage = components['schemas']['InboundMessage'];

export interface PlatformSnapshot {
  accepted_count: number;
  customers: { wa_id: string; profile_name: string; inbound: { id: string; phone_number_id: string; at: number; message: InboundMessage }[] }[];
  messages: SentMessage[];
  templates: { id: string; status: string; quality_score: string | null; rejected_reason: string | null }[];
  conversations: { phone_number_id: string; wa_id: string; bubbles: Bubble[] }[];
}

const mask = (text: string, codes: string[]): string => codes.reduce((out, code) => out.split(code).join('•'.repeat(code.length)), text);

/** A bubble fit to be written down: every one-time code taken out. */
export function withoutCodes(bubble: Bubble): Bubble {
  if (bubble.direction !== 'outbound' || bubble.content.kind !== 'template') return bubble;
  const content = bubble.content;
  const codes = content.buttons.flatMap((b) => (b.code === undefined || b.code === '' ? [] : [b.code]));
  if (codes.length === 0) return bubble;
  const header = content.header?.text === undefined ? content.header : { ...content.header, text: mask(content.header.text, codes) };
  const masked: OutboundContent = {
    ...content,
    header,
    body: mask(content.body, codes),
    buttons: content.buttons.map(({ code, ...button }) => (code === undefined ? button : { ...button, codeWithheld: true })),
  };
  return { ...bubble, content: masked };
}

export function platformSnapshot(state: PlatformState, handset: HandsetStore): PlatformSnapshot {
  return {
    accepted_count: state.acceptedCount,
    customers: [...state.customers.values()].map((c) => ({
      wa_id: c.waId,
      profile_name: c.profileName,
      inbound: c.inbound.map((r) => ({ id: r.id, phone_number_id: r.phoneNumberId, at: r.at, message: r.message })),
    })),
    messages: [...state.messages.values()],
    templates: [...state.templates.values()].flat().map((t) => ({ id: t.id, status: t.status, quality_score: t.qualityScore, rejected_reason: t.rejectedReason ?? null })),
    conversations: handset.conversations().map((c) => ({ phone_number_id: c.phoneNumberId, wa_id: c.waId, bubbles: c.bubbles.map(withoutCodes) })),
  };
}

function fail(path: string, reason: string): never {
  throw new Error(`platform.${path}: ${reason}`);
}

function list(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(path, 'expected an array');
}

function fields(value: unknown, path: string): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : fail(path, 'expected an object');
}

function text(value: unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path, 'expected a string');
}

function whole(value: unknown, path: string): number {
  return Number.isSafeInteger(value) ? (value as number) : fail(path, 'expected a whole number');
}

/**
 * Lays a snapshot over a mock freshly loaded from the same world. Throws naming the first bad
 * value; nothing changes until everything has been read.
 */
export function restorePlatform(state: PlatformState, handset: HandsetStore, raw: unknown): void {
  const snapshot = fields(raw, '(section)');
  const acceptedCount = whole(snapshot.accepted_count, 'accepted_count');
  const customers: Customer[] = list(snapshot.customers, 'customers').map((item, i) => {
    const c = fields(item, `customers[${i}]`);
    return {
      waId: text(c.wa_id, `customers[${i}].wa_id`),
      profileName: text(c.profile_name, `customers[${i}].profile_name`),
      inbound: list(c.inbound, `customers[${i}].inbound`).map((r, j) => {
        const record = fields(r, `customers[${i}].inbound[${j}]`);
        const at = `customers[${i}].inbound[${j}]`;
        return { id: text(record.id, `${at}.id`), phoneNumberId: text(record.phone_number_id, `${at}.phone_number_id`), at: whole(record.at, `${at}.at`), message: fields(record.message, `${at}.message`) as InboundMessage };
      }),
    };
  });
  const messages = list(snapshot.messages, 'messages').map((item, i) => {
    const m = fields(item, `messages[${i}]`);
    text(m.id, `messages[${i}].id`);
    text(m.phoneNumberId, `messages[${i}].phoneNumberId`);
    return m as unknown as SentMessage;
  });
  const templates = new Map(
    list(snapshot.templates, 'templates').map((item, i) => {
      const t = fields(item, `templates[${i}]`);
      return [text(t.id, `templates[${i}].id`), t] as const;
    }),
  );
  const conversations = list(snapshot.conversations, 'conversations').map((item, i) => {
    const c = fields(item, `conversations[${i}]`);
    return { phoneNumberId: text(c.phone_number_id, `conversations[${i}].phone_number_id`), waId: text(c.wa_id, `conversations[${i}].wa_id`), bubbles: list(c.bubbles, `conversations[${i}].bubbles`) as Bubble[] };
  });

  state.acceptedCount = acceptedCount;
  for (const customer of customers) state.customers.set(customer.waId, customer);
  state.messages.clear();
  for (const message of messages) state.messages.set(message.id, message);
  for (const template of [...state.templates.values()].flat()) {
    const saved = templates.get(template.id);
    if (!saved) continue;
    template.status = saved.status as typeof template.status;
    template.qualityScore = (saved.quality_score ?? null) as typeof template.qualityScore;
    if (typeof saved.rejected_reason === 'string') template.rejectedReason = saved.rejected_reason;
  }
  handset.restore(conversations);
}
