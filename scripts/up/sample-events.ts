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
  media?: 'image' | 'document' | 'voice';
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

function tapOf(conversation: ConversationView): { message: unknown; says: string } {
  for (const bubble of outbound(conversation.bubbles).reverse()) {
    const content = bubble.content;
    if (content.kind === 'interactive' && content.style === 'buttons' && content.buttons[0]) {
      const { id, title } = content.buttons[0];
      return { message: { type: 'interactive', reply: { kind: 'button_reply', id, title } }, says: `tapped button "${title}" (id ${id})` };
    }
    if (content.kind === 'interactive' && content.style === 'list') {
      const row = content.list?.sections.flatMap((s) => s.rows)[0];
      if (row) return { message: { type: 'interactive', reply: { kind: 'list_reply', id: row.id, title: row.title } }, says: `picked row "${row.title}" (id ${row.id})` };
    }
    if (content.kind === 'template') {
      const reply = content.buttons.find((b) => b.type === 'QUICK_REPLY');
      if (reply) return { message: { type: 'button', text: reply.text, payload: reply.payload ?? reply.text }, says: `tapped quick reply "${reply.text}"` };
    }
  }
  throw new TriggerProblem(`nothing to tap: number ${conversation.phoneNumberId} sent ${conversation.waId} no buttons, list or quick replies yet (send an interactive message first)`);
}

const media = {
  image: { type: 'image', mime_type: 'image/jpeg', caption: 'A photo from trigger' },
  document: { type: 'document', mime_type: 'application/pdf', filename: 'sample.pdf' },
  voice: { type: 'audio', mime_type: 'audio/ogg', voice: true, duration_ms: 3000 },
};

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
      const tap = tapOf(conversation);
      return { to: 'upstream', method: 'POST', path: customer, body: { phone_number_id: conversation.phoneNumberId, message: tap.message }, says: `customer ${conversation.waId} ${tap.says}` };
    }
    if (options.media) {
      return { to: 'upstream', method: 'POST', path: customer, body: { phone_number_id: conversation.phoneNumberId, message: media[options.media] }, says: `customer ${conversation.waId} sent ${options.media === 'voice' ? 'a voice note' : `a ${options.media}`}` };
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
