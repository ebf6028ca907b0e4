import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { stateFromWorld } from '../state/from-world.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { nextMessageId, platformMessageId } from './message-id.ts';

describe('message ids', () => {
  it('are wamid. and their seed as unpadded base64url, at every length and past the reused buffer', () => {
    const seed = '12025550101:100000000000001:mhn3k2v4:1234567:';
    for (let length = 0; length <= seed.length; length += 1) {
      const text = seed.slice(0, length);
      expect(platformMessageId(text)).toBe(`wamid.${Buffer.from(text).toString('base64url')}`);
    }
    const long = seed.repeat(5);
    expect(platformMessageId(long)).toBe(`wamid.${Buffer.from(long).toString('base64url')}`);
    // A long seed must not leave its bytes behind for a short one.
    expect(platformMessageId('ab')).toBe('wamid.YWI');
  });

  it('spell any byte of a seed as base64url does', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((code) => String.fromCharCode(code)), maxLength: 140 }), (seed) => {
        expect(platformMessageId(seed)).toBe(`wamid.${Buffer.from(seed, 'latin1').toString('base64url')}`);
      }),
    );
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

  it('ask the store only when it holds messages stored by hand, since the count alone keeps its own ids apart', () => {
    const state = stateFromWorld(bundledWorld('default'));
    const has = vi.spyOn(state.messages, 'has');
    for (let i = 0; i < 3; i += 1) {
      const id = nextMessageId(state, '100000000000001', '12025550101', 1_790_000_000_000);
      state.messages.add({ id, phoneNumberId: '100000000000001', to: '12025550101', type: 'text', status: 'sent', at: 0 });
      state.acceptedCount += 1;
    }
    expect(state.messages.size).toBe(3);
    expect(has).not.toHaveBeenCalled();
    state.messages.set('wamid.placed', { id: 'wamid.placed', phoneNumberId: '100000000000001', to: '12025550101', type: 'text', status: 'sent', at: 0 });
    nextMessageId(state, '100000000000001', '12025550101', 1_790_000_000_000);
    expect(has).toHaveBeenCalled();
  });
});
