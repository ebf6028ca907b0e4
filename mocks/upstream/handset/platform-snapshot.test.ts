// What the handset and the platform mock keep across an `up --state` restart: customers' inbound
// history (the platform's window), accepted messages and their statuses, template states and
// the conversations, with every one-time code taken out (section 2.2: a code is never stored).
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { stateFromWorld } from '../state/from-world.ts';
import { bubblesPerConversation, createHandsetStore } from './handset-store.ts';
import type { OutboundBubble } from './handset-views.ts';
import { platformSnapshot, restorePlatform, withoutCodes } from './platform-snapshot.ts';

const world = bundledWorld('development');
const code: OutboundBubble = {
  direction: 'outbound',
  id: 'wamid.code',
  at: 1,
  status: 'sent',
  failure: null,
  content: { kind: 'template', name: 'login_code', language: 'en_US', category: 'AUTHENTICATION', header: null, body: '482913 is your verification code.', footer: null, buttons: [{ type: 'OTP', text: 'Copy code', code: '482913' }] },
};

function seeded() {
  const state = stateFromWorld(world);
  const store = createHandsetStore();
  store.seed(world, state);
  return { state, store };
}

describe('the platform and handset snapshot', () => {
  it('masks a one-time code in the text and withholds it from the copy-code button', () => {
    const kept = withoutCodes(code);
    expect(JSON.stringify(kept)).not.toContain('482913');
    expect(kept).toMatchObject({ content: { body: '•••••• is your verification code.', buttons: [{ type: 'OTP', text: 'Copy code', codeWithheld: true }] } });
  });

  it('round-trips customers, accepted messages, template states and conversations', () => {
    const { state, store } = seeded();
    state.customers.get('12025550133')!.inbound.push({ id: 'wamid.in', phoneNumberId: '100000000000101', at: 5, message: { from: '12025550133', id: 'wamid.in', timestamp: '0', type: 'text', text: { body: 'Hi' } } });
    state.messages.set('wamid.code', { id: 'wamid.code', phoneNumberId: '100000000000101', to: '12025550133', type: 'template', status: 'read', at: 1 });
    state.acceptedCount = 7;
    state.templates.get('200000000000101')![5]!.status = 'PAUSED';
    store.outbound('100000000000101', '12025550133', { id: 'wamid.code', at: 1, content: code.content, status: 'read', failure: null });
    const saved = JSON.parse(JSON.stringify(platformSnapshot(state, store))) as unknown;
    expect(JSON.stringify(saved)).not.toContain('482913');

    const fresh = seeded();
    restorePlatform(fresh.state, fresh.store, saved);
    expect(fresh.state.acceptedCount).toBe(7);
    expect(fresh.state.customers.get('12025550133')?.inbound.map((r) => r.id)).toEqual(['wamid.in']);
    expect(fresh.state.messages.get('wamid.code')).toMatchObject({ status: 'read', to: '12025550133' });
    expect(fresh.state.templates.get('200000000000101')![5]!.status).toBe('PAUSED');
    expect(fresh.store.message('wamid.code')).toMatchObject({ status: 'read', waId: '12025550133', content: { buttons: [{ codeWithheld: true }] } });
  });

  it('refuses a damaged snapshot, naming the place, and changes nothing', () => {
    const { state, store } = seeded();
    const saved = JSON.parse(JSON.stringify(platformSnapshot(state, store))) as { customers: { inbound: { at: unknown }[] }[] };
    saved.customers[0]!.inbound[0]!.at = 'noon';
    const fresh = seeded();
    const before = JSON.stringify(platformSnapshot(fresh.state, fresh.store));
    expect(() => restorePlatform(fresh.state, fresh.store, saved)).toThrow(/platform\.customers\[0\]\.inbound\[0\]\.at: expected a whole number/);
    expect(JSON.stringify(platformSnapshot(fresh.state, fresh.store))).toBe(before);
  });
});

describe('the handset store', () => {
  it('keeps a bounded number of bubbles per conversation, oldest going first', () => {
    const { store } = seeded();
    for (let i = 0; i < bubblesPerConversation + 5; i += 1) store.inbound('100000000000101', '12025550133', `wamid.${i}`, i, { kind: 'text', text: `m${i}` });
    const bubbles = store.conversations().find((c) => c.key === '100000000000101:12025550133')!.bubbles;
    expect(bubbles).toHaveLength(bubblesPerConversation);
    expect(bubbles[0]).toMatchObject({ id: 'wamid.5' });
  });

  it('tells every listener of each change until it stops listening', () => {
    const { store } = seeded();
    const heard: string[] = [];
    const stop = store.listen((change) => heard.push(change.kind));
    store.inbound('100000000000101', '12025550133', 'wamid.a', 1, { kind: 'text', text: 'a' });
    stop();
    store.inbound('100000000000101', '12025550133', 'wamid.b', 2, { kind: 'text', text: 'b' });
    expect(heard).toEqual(['conversation']);
  });
});
