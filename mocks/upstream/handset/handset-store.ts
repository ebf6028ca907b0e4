/**
 * The handset's memory: every conversation between a business number and a customer, as bubbles
 * in the order they happened, and the listeners (the page's event streams) told of each change.
 * Seeded from the world's inbound history; bounded per conversation, so a long session keeps
 * flat memory.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import type { OutboundStatus, PlatformState } from '../state/model.ts';
import type { Bubble, ConversationView, InboundContent, OutboundBubble } from './handset-views.ts';

/** Bubbles kept per conversation; older ones scroll away for good. */
export const bubblesPerConversation = 500;

export type HandsetChange = { kind: 'conversation'; conversation: ConversationView } | { kind: 'snapshot'; conversations: ConversationView[] };
export type HandsetListener = (change: HandsetChange) => void;

interface Conversation {
  phoneNumberId: string;
  waId: string;
  bubbles: Bubble[];
}

/** How statuses only ever move forward on a phone: a late `delivered` never undoes `read`. */
const rank: Record<OutboundStatus, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, played: 4, failed: 5 };

export interface HandsetStore {
  /** Forgets everything and starts from the world's history. */
  seed(world: World, state: PlatformState): void;
  outbound(phoneNumberId: string, waId: string, bubble: Omit<OutboundBubble, 'direction'>): void;
  inbound(phoneNumberId: string, waId: string, id: string, at: number, content: InboundContent, profileName?: string): void;
  status(messageId: string, status: OutboundStatus, failure: string | null): void;
  conversations(): ConversationView[];
  /** Puts back the bubbles of a saved state (after `seed`), replacing what the world seeded. */
  restore(saved: { phoneNumberId: string; waId: string; bubbles: Bubble[] }[]): void;
  /** An outbound bubble by platform message id. */
  message(messageId: string): (OutboundBubble & { phoneNumberId: string; waId: string }) | undefined;
  listen(listener: HandsetListener): () => void;
}

export function createHandsetStore(): HandsetStore {
  const conversations = new Map<string, Conversation>();
  const byMessage = new Map<string, string>();
  const listeners = new Set<HandsetListener>();
  let names = { business: new Map<string, string>(), display: new Map<string, string>(), profile: new Map<string, string>() };

  const keyOf = (phoneNumberId: string, waId: string) => `${phoneNumberId}:${waId}`;

  function view(key: string, conversation: Conversation): ConversationView {
    return {
      key,
      phoneNumberId: conversation.phoneNumberId,
      businessName: names.business.get(conversation.phoneNumberId) ?? 'Business',
      displayPhoneNumber: names.display.get(conversation.phoneNumberId) ?? conversation.phoneNumberId,
      waId: conversation.waId,
      profileName: names.profile.get(conversation.waId) ?? `Customer ${conversation.waId.slice(-4)}`,
      bubbles: conversation.bubbles,
    };
  }

  function tell(change: HandsetChange): void {
    for (const listener of listeners) listener(change);
  }

  function add(phoneNumberId: string, waId: string, bubble: Bubble): void {
    const key = keyOf(phoneNumberId, waId);
    let conversation = conversations.get(key);
    if (!conversation) {
      conversation = { phoneNumberId, waId, bubbles: [] };
      conversations.set(key, conversation);
    }
    conversation.bubbles.push(bubble);
    if (bubble.direction === 'outbound') byMessage.set(bubble.id, key);
    while (conversation.bubbles.length > bubblesPerConversation) {
      const dropped = conversation.bubbles.shift();
      if (dropped?.direction === 'outbound') byMessage.delete(dropped.id);
    }
    tell({ kind: 'conversation', conversation: view(key, conversation) });
  }

  const all = () => [...conversations].map(([key, c]) => view(key, c));

  function outboundBubble(messageId: string): { key: string; conversation: Conversation; bubble: OutboundBubble } | undefined {
    const key = byMessage.get(messageId);
    const conversation = key === undefined ? undefined : conversations.get(key);
    const bubble = conversation?.bubbles.find((b): b is OutboundBubble => b.direction === 'outbound' && b.id === messageId);
    return key !== undefined && conversation && bubble ? { key, conversation, bubble } : undefined;
  }

  return {
    seed(world, state) {
      conversations.clear();
      byMessage.clear();
      const accounts = new Map(world.business_accounts.map((a) => [a.id, a.name]));
      names = {
        business: new Map(world.numbers.map((n) => [n.phone_number_id, accounts.get(n.business_account_id) ?? 'Business'])),
        display: new Map(world.numbers.map((n) => [n.phone_number_id, n.display_phone_number])),
        profile: new Map([...state.customers.values()].map((c) => [c.waId, c.profileName])),
      };
      const history = [...state.customers.values()].flatMap((c) => c.inbound.map((record) => ({ waId: c.waId, record })));
      history.sort((a, b) => a.record.at - b.record.at);
      for (const { waId, record } of history) {
        const body = record.message.type === 'text' ? record.message.text.body : `[${record.message.type}]`;
        const key = keyOf(record.phoneNumberId, waId);
        const conversation = conversations.get(key) ?? { phoneNumberId: record.phoneNumberId, waId, bubbles: [] };
        conversation.bubbles.push({ direction: 'inbound', id: record.id, at: record.at, content: { kind: 'text', text: body } });
        conversations.set(key, conversation);
      }
      tell({ kind: 'snapshot', conversations: all() });
    },
    outbound(phoneNumberId, waId, bubble) {
      add(phoneNumberId, waId, { direction: 'outbound', ...bubble });
    },
    inbound(phoneNumberId, waId, id, at, content, profileName) {
      if (profileName !== undefined) names.profile.set(waId, profileName);
      add(phoneNumberId, waId, { direction: 'inbound', id, at, content });
    },
    status(messageId, status, failure) {
      const found = outboundBubble(messageId);
      if (!found) return;
      const { key, conversation, bubble } = found;
      // A failure always shows; otherwise the furthest status wins.
      if (status !== 'failed' && rank[status] <= rank[bubble.status]) return;
      bubble.status = status;
      bubble.failure = status === 'failed' ? failure : null;
      tell({ kind: 'conversation', conversation: view(key, conversation) });
    },
    conversations: all,
    restore(saved) {
      for (const { phoneNumberId, waId, bubbles } of saved) {
        const key = keyOf(phoneNumberId, waId);
        conversations.set(key, { phoneNumberId, waId, bubbles: bubbles.slice(-bubblesPerConversation) });
        for (const b of bubbles) if (b.direction === 'outbound') byMessage.set(b.id, key);
      }
      tell({ kind: 'snapshot', conversations: all() });
    },
    message(messageId) {
      const found = outboundBubble(messageId);
      return found && { ...found.bubble, phoneNumberId: found.conversation.phoneNumberId, waId: found.conversation.waId };
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

