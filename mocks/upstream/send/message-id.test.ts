import { describe, expect, it } from 'vitest';
import { stateFromWorld } from '../state/from-world.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { nextMessageId, seedBase64Url } from './message-id.ts';

describe('message ids', () => {
  it('encode their seed as unpadded base64url, at every length and past the reused buffer', () => {
    const seed = '12025550101:100000000000001:mhn3k2v4:1234567:';
    for (let length = 0; length <= seed.length; length += 1) {
      const text = seed.slice(0, length);
      expect(seedBase64Url(text)).toBe(Buffer.from(text).toString('base64url'));
    }
    const long = seed.repeat(5);
    expect(seedBase64Url(long)).toBe(Buffer.from(long).toString('base64url'));
    // A long seed must not leave its bytes behind for a short one.
    expect(seedBase64Url('ab')).toBe('YWI');
  });

  it('are platform-style, repeatable, and skip an id already taken', () => {
    const state = stateFromWorld(bundledWorld('default'));
    const first = nextMessageId(state, '100000000000001', '12025550101', 1_790_000_000_000);
    expect(first).toMatch(/^wamid\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first.slice('wamid.'.length), 'base64url').toString()).toBe(`12025550101:100000000000001:${(1_790_000_000_000).toString(36)}:0`);
    expect(nextMessageId(state, '100000000000001', '12025550101', 1_790_000_000_000)).toBe(first);
    state.messages.set(first, { id: first, phoneNumberId: '100000000000001', to: '12025550101', type: 'text', status: 'sent', at: 0 });
    const next = nextMessageId(state, '100000000000001', '12025550101', 1_790_000_000_000);
    expect(next).not.toBe(first);
    expect(Buffer.from(next.slice('wamid.'.length), 'base64url').toString()).toMatch(/:1$/);
  });
});
