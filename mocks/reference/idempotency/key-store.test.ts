// Section 3.3: key states, per-number scope and the 24-hour retention of section 8.
import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';
import { createKeyStore, keyRetentionMs } from './key-store.ts';

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
  });

  it('does not store a key that was released meanwhile', () => {
    const keys = createKeyStore();
    keys.store('101', 'k', response);
    expect(keys.size).toBe(0);
  });
});
