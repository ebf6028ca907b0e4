/**
 * The part of a gateway's state that arises while it runs, as JSON for a state file: contacts it
 * created, conversations (windows, AI agent pauses), message records, subscriptions, local
 * template copies and stored idempotency keys. What the world file gives (workspaces, numbers,
 * tokens, plans) is not in it: a restart reads the world again and lays this over it.
 *
 * No secret is in a snapshot in the clear. Message records and replayed responses never hold a
 * one-time code (section 2.2); fingerprints are keyed hashes (decision A2) whose secret stays in
 * the key file; subscription signing secrets are sealed with that key (section 5, item 7).
 * Unfinished deliveries and each subscription's health are kept (`delivery-snapshot.ts`), so a
 * restart goes on delivering; the attempt history is not.
 */
import type { PendingDelivery } from '../deliveries/deliverer.ts';
import { deliveryLogOf } from '../deliveries/delivery-log.ts';
import type { Fingerprint } from '../idempotency/fingerprint.ts';
import { createKeyStore, type SavedKey } from '../idempotency/key-store.ts';
import type { MessageRecord } from '../messages/message-record.ts';
import type { LocalTemplate } from '../templates/local-template.ts';
import { deliverySnapshot, readDeliverySnapshot, type DeliverySnapshot } from './delivery-snapshot.ts';
import type { GatewayState } from '../state/gateway-state.ts';
import { array, boolean, integer, nullable, record, SnapshotProblem, string } from './snapshot-reader.ts';
import type { StateKey } from './state-key.ts';

export interface GatewaySnapshot extends DeliverySnapshot {
  contacts: Record<string, string[]>;
  conversations: { key: string; last_inbound_at: number | null; agent_paused_until: number | null; profile_name: string | null }[];
  messages: MessageRecord[];
  platform_ids: [string, string][];
  subscriptions: { id: string; phone_number_id: string; url: string; events: string[]; allow_loopback: boolean; sealed_secret: string }[];
  templates: Record<string, LocalTemplate[]>;
  idempotency_keys: { phone_number_id: string; key: string; received_at: number; salt: string; digest: string; status: number; body: string }[];
}

/** `pending` comes from the gateway's deliverer (`deliveries.pending()`); none when not given. */
export function gatewaySnapshot(state: GatewayState, now: number, key: StateKey, pending: readonly PendingDelivery[] = []): GatewaySnapshot {
  return {
    ...deliverySnapshot(state, pending),
    contacts: Object.fromEntries([...state.workspaces.values()].map((w) => [w.id, [...w.contacts]])),
    conversations: [...state.conversations].map(([k, c]) => ({ key: k, last_inbound_at: c.lastInboundAt, agent_paused_until: c.agentPausedUntil, profile_name: c.profileName })),
    messages: [...state.messages.values()],
    platform_ids: [...state.messagesByPlatformId],
    subscriptions: [...state.subscriptions.values()].map((s) => ({
      id: s.id,
      phone_number_id: s.phoneNumberId,
      url: s.url,
      events: [...s.events],
      allow_loopback: s.allowLoopback,
      sealed_secret: key.seal(s.secret),
    })),
    templates: Object.fromEntries(state.templates),
    idempotency_keys: state.idempotency.saved(now).map((s) => ({
      phone_number_id: s.phoneNumberId,
      key: s.key,
      received_at: s.entry.receivedAt,
      salt: s.entry.fingerprint.salt,
      digest: s.entry.fingerprint.digest.toString('base64'),
      status: s.entry.response.status,
      body: s.entry.response.body,
    })),
  };
}

function savedKeys(raw: unknown): SavedKey[] {
  return array(raw, 'gateway.idempotency_keys').map((item, i) => {
    const at = `gateway.idempotency_keys[${i}]`;
    const k = record(item, at);
    const fingerprint: Fingerprint = { salt: string(k.salt, `${at}.salt`), digest: Buffer.from(string(k.digest, `${at}.digest`), 'base64') };
    if (fingerprint.digest.length !== 32) throw new SnapshotProblem(`${at}.digest`, 'expected a 32-byte digest');
    return {
      phoneNumberId: string(k.phone_number_id, `${at}.phone_number_id`),
      key: string(k.key, `${at}.key`),
      entry: { state: 'stored', fingerprint, receivedAt: integer(k.received_at, `${at}.received_at`), response: { status: integer(k.status, `${at}.status`), body: string(k.body, `${at}.body`) } },
    };
  });
}

/**
 * Lays a snapshot over a state freshly loaded from the same world. Throws `SnapshotProblem`
 * naming the first bad value; the state is changed only once everything has been read. Answers
 * the unfinished deliveries, for the gateway's deliverer to go on with (`deliveries.resume`).
 */
export function restoreGatewayState(state: GatewayState, raw: unknown, key: StateKey): PendingDelivery[] {
  const snapshot = record(raw, 'gateway');
  const contacts = Object.entries(record(snapshot.contacts, 'gateway.contacts')).map(([id, list]) => [id, array(list, `gateway.contacts.${id}`).map((c, i) => string(c, `gateway.contacts.${id}[${i}]`))] as const);
  for (const [id] of contacts) if (!state.workspaces.has(id)) throw new SnapshotProblem(`gateway.contacts.${id}`, 'the world has no such workspace');
  const conversations = array(snapshot.conversations, 'gateway.conversations').map((item, i) => {
    const at = `gateway.conversations[${i}]`;
    const c = record(item, at);
    return {
      key: string(c.key, `${at}.key`),
      value: { lastInboundAt: nullable(c.last_inbound_at, `${at}.last_inbound_at`, integer), agentPausedUntil: nullable(c.agent_paused_until, `${at}.agent_paused_until`, integer), profileName: nullable(c.profile_name, `${at}.profile_name`, string) },
    };
  });
  const messages = array(snapshot.messages, 'gateway.messages').map((item, i) => {
    const m = record(item, `gateway.messages[${i}]`);
    string(m.id, `gateway.messages[${i}].id`);
    return m as unknown as MessageRecord;
  });
  const platformIds = array(snapshot.platform_ids, 'gateway.platform_ids').map((pair, i) => {
    const [platformId, id] = array(pair, `gateway.platform_ids[${i}]`);
    return [string(platformId, `gateway.platform_ids[${i}][0]`), string(id, `gateway.platform_ids[${i}][1]`)] as const;
  });
  const subscriptions = array(snapshot.subscriptions, 'gateway.subscriptions').map((item, i) => {
    const at = `gateway.subscriptions[${i}]`;
    const s = record(item, at);
    const secret = key.open(string(s.sealed_secret, `${at}.sealed_secret`));
    if (secret === undefined) throw new SnapshotProblem(`${at}.sealed_secret`, 'cannot be opened with this state key (the key file belongs to another state, or the value was changed)');
    const phoneNumberId = string(s.phone_number_id, `${at}.phone_number_id`);
    if (!state.numbers.has(phoneNumberId)) throw new SnapshotProblem(`${at}.phone_number_id`, `the world has no number ${phoneNumberId}`);
    return {
      id: string(s.id, `${at}.id`),
      phoneNumberId,
      url: string(s.url, `${at}.url`),
      secret,
      events: array(s.events, `${at}.events`).map((e, j) => string(e, `${at}.events[${j}]`)),
      allowLoopback: boolean(s.allow_loopback, `${at}.allow_loopback`),
    };
  });
  const templates = Object.entries(record(snapshot.templates, 'gateway.templates')).map(([account, list]) => [account, array(list, `gateway.templates.${account}`) as LocalTemplate[]] as const);
  const keys = savedKeys(snapshot.idempotency_keys);
  const deliveries = readDeliverySnapshot(snapshot, new Set(subscriptions.map((s) => s.id)));

  for (const [id, list] of contacts) {
    const workspace = state.workspaces.get(id);
    if (workspace) workspace.contacts = new Set(list);
  }
  state.conversations = new Map(conversations.map((c) => [c.key, c.value]));
  state.messages = new Map(messages.map((m) => [m.id, m]));
  state.messagesByPlatformId = new Map(platformIds);
  state.subscriptions = new Map(subscriptions.map((s) => [s.id, s]));
  state.templates = new Map(templates);
  state.idempotency = createKeyStore(keys, state.idempotency.retentionMs);
  state.deliveryLogs = new Map();
  for (const [id, health] of deliveries.health) deliveryLogOf(state.deliveryLogs, id).health = health;
  return deliveries.pending;
}
