/**
 * `trigger`'s samples: each event made to happen for real, by driving the platform mock the way
 * a customer or the platform would (a customer writes or taps, a message's status moves, a
 * template is paused), or by a send through the gateway. The event then flows through the
 * gateway to its subscribers like any other. Choosing what to act on is pure; the acting is HTTP.
 */
import type { Bubble, ConversationView, OutboundBubble } from '../../mocks/upstream/index.ts';

export interface HandsetState {
  conversations: ConversationView[];
  numbers: { phoneNumberId: string; displayPhoneNumber: string; businessAccountId: string }[];
  templates: { id: string; name: string; language: string; category: string; status: string; businessAccountId: string }[];
}

export interface TriggerOptions {
  number?: string;
  customer?: string;
  text?: string;
  tap?: boolean;
  /** With `tap`: the id of the button or list row, or the payload of the quick reply, to tap (default the first option of the latest message that offers any). */
  option?: string;
  media?: MediaKind;
  /** With `media`: what replaces the sample's caption, file name, MIME type or length. */
  mediaDetails?: MediaDetails;
  status?: string;
  reason?: number;
  message?: string;
  template?: string;
  templateStatus?: string;
}

/** One request to make: against the platform mock's control API, or the gateway's public API. */
export interface Action {
  to: 'upstream' | 'gateway';
  method: 'POST';
  path: string;
  body: unknown;
  /** What the developer is told was done. */
  says: string;
}

export class TriggerProblem extends Error {
  override name = 'TriggerProblem';
}

export const triggerableEvents = ['message.received', 'message.status', 'template.status', 'message.sent'] as const;
export type TriggerableEvent = (typeof triggerableEvents)[number];

/** The events section 6 declares without confirming they deliver: named so the refusal can say why. */
export const declaredOnlyEvents = ['account.error', 'conversation.escalated', 'order.paid'] as const;

/** Whether an answer of the handset's API has the shape trigger reads (the platform mock of `up` serves it). */
export function isHandsetState(value: unknown): value is HandsetState {
  const state = value as Partial<HandsetState> | undefined;
  return typeof state === 'object' && state !== null && Array.isArray(state.conversations) && Array.isArray(state.numbers) && Array.isArray(state.templates);
}

const lastAt = (c: ConversationView) => c.bubbles.at(-1)?.at ?? 0;

/** The conversation named by number and customer, or the one with the latest activity. */
function conversationFor(state: HandsetState, options: TriggerOptions): ConversationView {
  const matching = state.conversations
    .filter((c) => (options.number === undefined || c.phoneNumberId === options.number) && (options.customer === undefined || c.waId === options.customer))
    .sort((a, b) => lastAt(b) - lastAt(a));
  const found = matching[0];
  if (found) return found;
  if (options.number !== undefined && options.customer !== undefined) {
    return { key: `${options.number}:${options.customer}`, phoneNumberId: options.number, waId: options.customer, businessName: '', displayPhoneNumber: '', profileName: '', bubbles: [] };
  }
  throw new TriggerProblem('no conversation matches; name one with --number and --customer');
}

const outbound = (bubbles: Bubble[]): OutboundBubble[] => bubbles.filter((b): b is OutboundBubble => b.direction === 'outbound');

/** One option a customer can tap on a message the number sent: the reply the platform reports for it. */
interface TapOption {
  id: string;
  message: unknown;
  says: string;
}

function optionsOf(bubble: OutboundBubble): TapOption[] {
  const content = bubble.content;
  if (content.kind === 'interactive' && content.style === 'buttons') {
    return content.buttons.map(({ id, title }) => ({ id, message: { type: 'interactive', reply: { kind: 'button_reply', id, title } }, says: `tapped button "${title}" (id ${id})` }));
  }
  if (content.kind === 'interactive' && content.style === 'list') {
    return (content.list?.sections.flatMap((s) => s.rows) ?? []).map((row) => ({ id: row.id, message: { type: 'interactive', reply: { kind: 'list_reply', id: row.id, title: row.title } }, says: `picked row "${row.title}" (id ${row.id})` }));
  }
  if (content.kind === 'template') {
    return content.buttons
      .filter((b) => b.type === 'QUICK_REPLY')
      .map((reply) => ({ id: reply.payload ?? reply.text, message: { type: 'button', text: reply.text, payload: reply.payload ?? reply.text }, says: `tapped quick reply "${reply.text}"` }));
  }
  return [];
}

/** The option to tap: the one named, on the latest message that offers it, or the first of the latest message that offers any. */
function tapOf(conversation: ConversationView, option?: string): { message: unknown; says: string } {
  const offered: string[] = [];
  for (const bubble of outbound(conversation.bubbles).reverse()) {
    const options = optionsOf(bubble);
    const found = option === undefined ? options[0] : options.find((o) => o.id === option);
    if (found) return found;
    offered.push(...options.map((o) => o.id).filter((id) => !offered.includes(id)));
  }
  if (option !== undefined) {
    throw new TriggerProblem(`nothing to tap: number ${conversation.phoneNumberId} sent ${conversation.waId} no option with id ${JSON.stringify(option)}${offered.length > 0 ? ` (options sent: ${offered.join(', ')})` : ' (it sent no buttons, list or quick replies yet)'}`);
  }
  throw new TriggerProblem(`nothing to tap: number ${conversation.phoneNumberId} sent ${conversation.waId} no buttons, list or quick replies yet (send an interactive message first)`);
}

/** What a customer's media message may carry besides its kind. */
export interface MediaDetails {
  caption?: string;
  filename?: string;
  mimeType?: string;
  durationMs?: number;
}

/** A sample of each kind of media a customer can send; `voice` is an audio voice note. */
const mediaSamples = {
  image: { type: 'image', mime_type: 'image/jpeg', caption: 'A photo from trigger' },
  document: { type: 'document', mime_type: 'application/pdf', filename: 'sample.pdf' },
  video: { type: 'video', mime_type: 'video/mp4', caption: 'A video from trigger' },
  audio: { type: 'audio', mime_type: 'audio/mpeg' },
  voice: { type: 'audio', mime_type: 'audio/ogg', voice: true, duration_ms: 3000 },
};

export type MediaKind = keyof typeof mediaSamples;
export const mediaKinds = Object.keys(mediaSamples) as MediaKind[];

function mediaMessage(kind: MediaKind, details: MediaDetails = {}): unknown {
  return {
    ...mediaSamples[kind],
    ...(details.caption === undefined ? {} : { caption: details.caption }),
    ...(details.filename === undefined ? {} : { filename: details.filename }),
    ...(details.mimeType === undefined ? {} : { mime_type: details.mimeType }),
    ...(details.durationMs === undefined ? {} : { duration_ms: details.durationMs }),
  };
}

/** What `--status` of message.status may say. */
export const statuses = ['delivered', 'read', 'played', 'failed'];
/** What `--to` of template.status may say (the platform's template statuses). */
export const templateStatuses = ['APPROVED', 'ARCHIVED', 'DELETED', 'DISABLED', 'FLAGGED', 'IN_APPEAL', 'LIMIT_EXCEEDED', 'LOCKED', 'PAUSED', 'PENDING', 'PENDING_DELETION', 'REINSTATED', 'REJECTED'];

/** The request that makes `event` happen in the stack described by `state`. */
export function triggerAction(event: string, state: HandsetState, options: TriggerOptions): Action {
  if (event === 'template.status') {
    const number = options.number ?? state.conversations.slice().sort((a, b) => lastAt(b) - lastAt(a))[0]?.phoneNumberId ?? state.numbers[0]?.phoneNumberId;
    const account = state.numbers.find((n) => n.phoneNumberId === number)?.businessAccountId;
    const candidates = state.templates.filter((t) => t.businessAccountId === account && (options.template === undefined ? t.status === 'APPROVED' && t.category !== 'AUTHENTICATION' : t.name === options.template));
    const template = candidates[0];
    if (!template) throw new TriggerProblem(options.template === undefined ? `number ${number ?? '?'} has no approved template to change` : `no template ${options.template} on the business account of number ${number ?? '?'}`);
    const status = (options.templateStatus ?? 'PAUSED').toUpperCase();
    if (!templateStatuses.includes(status)) throw new TriggerProblem(`--to must be one of ${templateStatuses.join(', ')}`);
    const reason = status === 'REJECTED' ? { reason: 'INVALID_FORMAT' } : {};
    return { to: 'upstream', method: 'POST', path: `/__control/templates/${template.id}/status`, body: { event: status, ...reason }, says: `template ${template.name} (${template.language}, id ${template.id}) is now ${status} on the platform` };
  }
  const conversation = conversationFor(state, options);
  const customer = `/__control/customers/${conversation.waId}/messages`;
  if (event === 'message.received') {
    if (options.tap) {
      const tap = tapOf(conversation, options.option);
      return { to: 'upstream', method: 'POST', path: customer, body: { phone_number_id: conversation.phoneNumberId, message: tap.message }, says: `customer ${conversation.waId} ${tap.says}` };
    }
    if (options.media) {
      return { to: 'upstream', method: 'POST', path: customer, body: { phone_number_id: conversation.phoneNumberId, message: mediaMessage(options.media, options.mediaDetails) }, says: `customer ${conversation.waId} sent ${options.media === 'voice' ? 'a voice note' : options.media === 'audio' ? 'audio' : `a ${options.media}`}` };
    }
    const text = options.text ?? 'Hello from gateway-harness trigger';
    return { to: 'upstream', method: 'POST', path: customer, body: { phone_number_id: conversation.phoneNumberId, message: { type: 'text', text } }, says: `customer ${conversation.waId} wrote ${JSON.stringify(text)}` };
  }
  if (event === 'message.status') {
    const status = options.status ?? 'delivered';
    if (!statuses.includes(status)) throw new TriggerProblem(`--status must be one of ${statuses.join(', ')}`);
    const id = options.message ?? outbound(conversation.bubbles).at(-1)?.id;
    if (id === undefined) throw new TriggerProblem(`number ${conversation.phoneNumberId} has sent ${conversation.waId} nothing yet; send a message first (or name one with --message)`);
    const body = status === 'failed' ? { status, error: { code: options.reason ?? 131026 } } : { status };
    return { to: 'upstream', method: 'POST', path: `/__control/messages/${encodeURIComponent(id)}/status`, body, says: `message ${id} is now ${status}${status === 'failed' ? ` (code ${options.reason ?? 131026})` : ''}` };
  }
  if (event === 'message.sent') {
    const text = options.text ?? 'Hello from gateway-harness trigger';
    return { to: 'gateway', method: 'POST', path: '/api/v2/messages', body: { to: conversation.waId, type: 'text', text }, says: `the gateway sent ${conversation.waId} ${JSON.stringify(text)} from number ${conversation.phoneNumberId}` };
  }
  throw new TriggerProblem(`${event} cannot be triggered: the gateway publishes ${triggerableEvents.join(', ')} (section 6 declares the others without confirming they deliver, and the reference never emits them)`);
}
