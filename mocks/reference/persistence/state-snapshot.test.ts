// What `up --state` keeps of the gateway across a restart: contacts, conversations, message
// records, subscriptions (secrets sealed) and stored idempotency keys (section 3.3), laid back
// over the same world. Nothing secret is readable in the snapshot (section 2.2, 5 item 7; A2).
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { fingerprint, sameBody } from '../idempotency/fingerprint.ts';
import { hoursMs, specLimits } from '../limits/spec-limits.ts';
import { outboundRecord } from '../messages/message-record.ts';
import { conversationOf } from '../state/gateway-state.ts';
import { readWorld, stateFromWorld } from '../state/load-world.ts';
import { SnapshotProblem } from './snapshot-reader.ts';
import { newMasterKey, stateKey } from './state-key.ts';
import { gatewaySnapshot, restoreGatewayState } from './state-snapshot.ts';

const keyRetentionMs = hoursMs(specLimits.keyRetentionHours);

const now = Date.parse('2026-11-02T09:00:00Z');

function freshState() {
  const read = readWorld(targetWorld(bundledWorld('development'), { upstreamBaseUrl: 'http://127.0.0.1:1/v23.0' }));
  if (!read.ok) throw new Error('the development world does not load');
  return stateFromWorld(read.world);
}

function grownState(key: ReturnType<typeof stateKey>) {
  const state = freshState();
  state.workspaces.get('ws_dev')?.contacts.add('12025550133');
  const conversation = conversationOf(state, '100000000000101', '12025550133');
  conversation.lastInboundAt = now - 60_000;
  conversation.agentPausedUntil = now + 3_600_000;
  const record = outboundRecord({ id: 'msg_1', messageType: 'template', content: 'Verification code sent', source: 'HUMAN', waMessageId: 'wamid.1', at: now, templateName: 'login_code', redacted: true });
  state.messages.set(record.id, record);
  state.messagesByPlatformId.set('wamid.1', 'msg_1');
  state.subscriptions.set('dev_1', { id: 'dev_1', phoneNumberId: '100000000000101', url: 'http://127.0.0.1:3000/hooks', secret: 'dev-signing-secret-abc', events: ['message.received'], allowLoopback: true });
  const body = { to: '12025550133', type: 'template', template_name: 'login_code', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: '482913' }] }] };
  state.idempotency.begin('100000000000101', 'login-12025550133', fingerprint(key.fingerprintSecret, body), now);
  state.idempotency.store('100000000000101', 'login-12025550133', { status: 200, body: JSON.stringify(record) });
  state.idempotency.begin('100000000000101', 'still-running', fingerprint(key.fingerprintSecret, body), now);
  return { state, body, record };
}

describe('a gateway snapshot', () => {
  it('round-trips contacts, conversations, records, subscriptions and stored keys over the same world', () => {
    const key = stateKey(newMasterKey());
    const { state, body, record } = grownState(key);
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(state, now, key))) as unknown;
    const restored = freshState();
    restoreGatewayState(restored, saved, key);

    expect(restored.workspaces.get('ws_dev')?.contacts.has('12025550133')).toBe(true);
    expect(restored.conversations.get('100000000000101:12025550133')).toEqual({ lastInboundAt: now - 60_000, agentPausedUntil: now + 3_600_000, profileName: null });
    expect(restored.messages.get('msg_1')).toEqual(record);
    expect(restored.messagesByPlatformId.get('wamid.1')).toBe('msg_1');
    expect(restored.subscriptions.get('dev_1')?.secret).toBe('dev-signing-secret-abc');
    const entry = restored.idempotency.get('100000000000101', 'login-12025550133', now + 1000);
    expect(entry).toMatchObject({ state: 'stored', receivedAt: now, response: { status: 200, body: JSON.stringify(record) } });
    // Section 3.3: the same body still replays after the restart; another body is still "reused".
    expect(entry && sameBody(key.fingerprintSecret, entry.fingerprint, body)).toBe(true);
    expect(entry && sameBody(key.fingerprintSecret, entry.fingerprint, { ...body, to: '12025550131' })).toBe(false);
  });

  it('drops keys still in flight (a restart releases them) and keys past their 24 hours', () => {
    const key = stateKey(newMasterKey());
    const { state } = grownState(key);
    expect(gatewaySnapshot(state, now, key).idempotency_keys.map((k) => k.key)).toEqual(['login-12025550133']);
    expect(gatewaySnapshot(state, now + keyRetentionMs, key).idempotency_keys).toEqual([]);
  });

  it('holds no signing secret, one-time code or access token in the clear', () => {
    const key = stateKey(newMasterKey());
    const text = JSON.stringify(gatewaySnapshot(grownState(key).state, now, key));
    expect(text).not.toContain('dev-signing-secret-abc');
    expect(text).not.toContain('482913');
    expect(text).not.toContain('fixture-dev-token');
  });

  it('cannot be opened with another state key', () => {
    const key = stateKey(newMasterKey());
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(grownState(key).state, now, key))) as unknown;
    expect(() => restoreGatewayState(freshState(), saved, stateKey(newMasterKey()))).toThrow(/gateway\.subscriptions\[0\]\.sealed_secret: cannot be opened with this state key/);
  });

  it('names the first bad value and changes nothing when a value is wrong', () => {
    const key = stateKey(newMasterKey());
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(grownState(key).state, now, key))) as { conversations: { last_inbound_at: unknown }[] };
    saved.conversations[0]!.last_inbound_at = 'yesterday';
    const target = freshState();
    const before = [...target.conversations.keys()];
    expect(() => restoreGatewayState(target, saved, key)).toThrow(SnapshotProblem);
    expect(() => restoreGatewayState(target, saved, key)).toThrow(/gateway\.conversations\[\d+\]\.last_inbound_at: expected a whole number/);
    expect([...target.conversations.keys()]).toEqual(before);
  });

  it('refuses a snapshot that names a workspace or number the world lacks', () => {
    const key = stateKey(newMasterKey());
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(grownState(key).state, now, key))) as { contacts: Record<string, string[]> };
    saved.contacts.ws_elsewhere = [];
    expect(() => restoreGatewayState(freshState(), saved, key)).toThrow(/gateway\.contacts\.ws_elsewhere: the world has no such workspace/);
  });
});
