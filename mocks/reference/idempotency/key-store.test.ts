// Section 3.3: key states, per-number scope and the 24-hour retention of section 8.
import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';
import { hoursMs, specLimits } from '../limits/spec-limits.ts';
import { createKeyStore } from './key-store.ts';

const keyRetentionMs = hoursMs(specLimits.keyRetentionHours);

const print = fingerprint(Buffer.alloc(32), { to: '1' });
const response = { status: 200, body: '{}' };

describe('idempotency key store', () => {
  it('holds a key in flight, then stored', () => {
    const keys = createKeyStore();
    keys.begin('101', 'k', print, 0);
    expect(keys.get('101', 'k', 1)?.state).toBe('in-flight');
    keys.store('101', 'k', response);
    expect(keys.get('101', 'k', 2)).toMatchObject({ state: 'stored', response });
  });

  it('scopes keys to the number', () => {
    const keys = createKeyStore();
    keys.begin('101', 'k', print, 0);
    expect(keys.get('102', 'k', 0)).toBeUndefined();
  });

  it('forgets a released key at once', () => {
    const keys = createKeyStore();
    keys.begin('101', 'k', print, 0);
    keys.release('101', 'k');
    expect(keys.get('101', 'k', 0)).toBeUndefined();
  });

  it('keeps a stored key for 24 hours from the first request (decision A5)', () => {
    const keys = createKeyStore();
    keys.begin('101', 'k', print, 1000);
    keys.store('101', 'k', response);
    expect(keys.get('101', 'k', 1000 + keyRetentionMs - 1)?.state).toBe('stored');
    expect(keys.get('101', 'k', 1000 + keyRetentionMs)).toBeUndefined();
    expect(keys.retentionMs).toBe(24 * 3_600_000);
  });

  it('keeps a stored key as long as it is told to', () => {
    const keys = createKeyStore([], 5000);
    keys.begin('101', 'k', print, 1000);
    keys.store('101', 'k', response);
    expect(keys.get('101', 'k', 5999)?.state).toBe('stored');
    expect(keys.get('101', 'k', 6000)).toBeUndefined();
  });

  it('does not store a key that was released meanwhile', () => {
    const keys = createKeyStore();
    keys.store('101', 'k', response);
    expect(keys.size).toBe(0);
  });

  it('gives back the fingerprint it was given, byte for byte, in flight, stored and saved', () => {
    // Every byte value in the digest, so a lossy packing would show.
    const exact = { salt: 'AbC-_0123456789xyzXYZq', digest: Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + 255) % 256)) };
    const keys = createKeyStore();
    keys.begin('101', 'k', exact, 5);
    expect(keys.get('101', 'k', 6)).toEqual({ state: 'in-flight', fingerprint: exact, receivedAt: 5 });
    keys.store('101', 'k', response);
    expect(keys.get('101', 'k', 6)).toEqual({ state: 'stored', fingerprint: exact, receivedAt: 5, response });
    const saved = keys.saved(6);
    expect(saved).toEqual([{ phoneNumberId: '101', key: 'k', entry: { state: 'stored', fingerprint: exact, receivedAt: 5, response } }]);
    expect(createKeyStore(saved).get('101', 'k', 7)).toEqual({ state: 'stored', fingerprint: exact, receivedAt: 5, response });
  });

  it('counts keys across numbers and forgets them all on clear', () => {
    const keys = createKeyStore();
    keys.begin('101', 'a', print, 0);
    keys.begin('102', 'a', print, 0);
    keys.begin('101', 'a', print, 1);
    expect(keys.size).toBe(2);
    keys.release('102', 'a');
    expect(keys.size).toBe(1);
    keys.clear();
    expect([keys.size, keys.get('101', 'a', 2)]).toEqual([0, undefined]);
  });
});
