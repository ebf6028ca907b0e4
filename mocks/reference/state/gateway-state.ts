/**
 * What the gateway holds: the dashboard's side of the world (workspaces, numbers, tokens,
 * subscriptions, local template copies) and what sending builds up (conversations, contacts,
 * message records, idempotency keys). Plain data; the rules that read and change it live in
 * their own folders.
 */
import type { LocalTemplate } from '../templates/local-template.ts';
import type { MessageRecord } from '../messages/message-record.ts';
import type { DeliveryLog } from '../deliveries/delivery-log.ts';
import { createKeyStore, type KeyStore } from '../idempotency/key-store.ts';
import type { HostTable } from '../deliveries/host-resolver.ts';
import { hoursMs, specLimits, type SpecLimits } from '../limits/spec-limits.ts';

export interface Workspace {
  id: string;
  name: string;
  apiAccess: boolean;
  /** null: no limit. */
  contactLimit: number | null;
  suspended: boolean;
  contacts: Set<string>;
}

export interface ConnectedNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  businessAccountId: string;
  workspaceId: string;
  token: string;
  connection: 'CONNECTED' | 'DISCONNECTED';
  takeover: { enabled: boolean; windowMinutes: number };
  /** Section 6: the platform delivers this number's events to the integrator instead (a dashboard setting). */
  callbackOverride: boolean;
}

/** One customer as seen from one number (decision A38: windows are per number). */
export interface Conversation {
  lastInboundAt: number | null;
  agentPausedUntil: number | null;
  profileName: string | null;
}

export interface Subscription {
  id: string;
  phoneNumberId: string;
  url: string;
  secret: string;
  events: string[];
  allowLoopback: boolean;
}

export interface UpstreamLink {
  /** Platform API base including the version segment. */
  baseUrl: string;
  appSecret: string;
}

export interface GatewayState {
  upstream: UpstreamLink | null;
  workspaces: Map<string, Workspace>;
  numbers: Map<string, ConnectedNumber>;
  /** Keyed by `conversationKey(phoneNumberId, waId)`. */
  conversations: Map<string, Conversation>;
  subscriptions: Map<string, Subscription>;
  /** Per subscription id: delivery health and attempt history (section 6, rules 3 and 5). */
  deliveryLogs: Map<string, DeliveryLog>;
  /** Local template copies per business account. */
  templates: Map<string, LocalTemplate[]>;
  messages: Map<string, MessageRecord>;
  /** Platform message id → service message id, for status webhooks. */
  messagesByPlatformId: Map<string, string>;
  idempotency: KeyStore;
  /**
   * How many of the next public requests fail inside the service: a test hook armed through the
   * control plane (capability `internal_failure`), zero unless armed. Part of the state, so a reset
   * or a new world disarms it.
   */
  armedFailures: number;
  /**
   * The world's answers for subscription host names (harness capability `host_table`), asked
   * before the system resolver; empty unless a world brought some.
   */
  hosts: HostTable;
}

/** A state with nothing in it; its idempotency keys are kept as long as `limits` says. */
export function emptyState(limits: SpecLimits = specLimits): GatewayState {
  return {
    upstream: null,
    workspaces: new Map(),
    numbers: new Map(),
    conversations: new Map(),
    subscriptions: new Map(),
    deliveryLogs: new Map(),
    templates: new Map(),
    messages: new Map(),
    messagesByPlatformId: new Map(),
    idempotency: createKeyStore([], hoursMs(limits.keyRetentionHours)),
    armedFailures: 0,
    hosts: {},
  };
}

export function conversationKey(phoneNumberId: string, waId: string): string {
  return `${phoneNumberId}:${waId}`;
}

/** The conversation of a customer with a number, created empty on first use. */
export function conversationOf(state: GatewayState, phoneNumberId: string, waId: string): Conversation {
  const key = conversationKey(phoneNumberId, waId);
  let conversation = state.conversations.get(key);
  if (!conversation) {
    conversation = { lastInboundAt: null, agentPausedUntil: null, profileName: null };
    state.conversations.set(key, conversation);
  }
  return conversation;
}
