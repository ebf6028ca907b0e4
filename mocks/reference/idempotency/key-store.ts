/**
 * Idempotency keys and their states (section 3.3): in flight, stored for 24 hours, released.
 * Keys are scoped to the number they were used against. Pure state: the caller passes the
 * time in, so retention follows the gateway's clock.
 */
import type { Fingerprint } from './fingerprint.ts';

/** Section 8: keys are kept 24 hours from the first request (decision A5). */
export const keyRetentionMs = 24 * 60 * 60 * 1000;

export interface StoredResponse {
  status: number;
  /** The exact bytes sent the first time (decision A65). */
  body: string;
}

export type KeyEntry =
  | { state: 'in-flight'; fingerprint: Fingerprint; receivedAt: number }
  | { state: 'stored'; fingerprint: Fingerprint; receivedAt: number; response: StoredResponse };

/** A stored key as a saved state holds it (keys in flight are never saved: a restart releases them). */
export interface SavedKey {
  phoneNumberId: string;
  key: string;
  entry: Extract<KeyEntry, { state: 'stored' }>;
}

export interface KeyStore {
  get(phoneNumberId: string, key: string, now: number): KeyEntry | undefined;
  begin(phoneNumberId: string, key: string, fingerprint: Fingerprint, now: number): void;
  store(phoneNumberId: string, key: string, response: StoredResponse): void;
  release(phoneNumberId: string, key: string): void;
  readonly size: number;
  clear(): void;
  /** Stored keys still within their retention, for saving the state across a restart. */
  saved(now: number): SavedKey[];
}

const sweepEvery = 4096;

/** An empty store, or one holding the keys of a saved state. */
export function createKeyStore(saved: readonly SavedKey[] = []): KeyStore {
  const entries = new Map<string, KeyEntry>();
  let writes = 0;
  const id = (phoneNumberId: string, key: string) => `${phoneNumberId}\u0000${key}`;
  for (const s of saved) entries.set(id(s.phoneNumberId, s.key), s.entry);

  // Expired stored keys are dropped on read and, so memory stays bounded, swept now and then.
  function sweep(now: number): void {
    for (const [k, entry] of entries) {
      if (entry.state === 'stored' && now - entry.receivedAt >= keyRetentionMs) entries.delete(k);
    }
  }

  return {
    get(phoneNumberId, key, now) {
      const entry = entries.get(id(phoneNumberId, key));
      if (entry?.state === 'stored' && now - entry.receivedAt >= keyRetentionMs) {
        entries.delete(id(phoneNumberId, key));
        return undefined;
      }
      return entry;
    },
    begin(phoneNumberId, key, fingerprint, now) {
      if (++writes % sweepEvery === 0) sweep(now);
      entries.set(id(phoneNumberId, key), { state: 'in-flight', fingerprint, receivedAt: now });
    },
    store(phoneNumberId, key, response) {
      const entry = entries.get(id(phoneNumberId, key));
      if (entry?.state !== 'in-flight') return;
      entries.set(id(phoneNumberId, key), { state: 'stored', fingerprint: entry.fingerprint, receivedAt: entry.receivedAt, response });
    },
    release(phoneNumberId, key) {
      entries.delete(id(phoneNumberId, key));
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
    saved(now) {
      const out: SavedKey[] = [];
      for (const [k, entry] of entries) {
        if (entry.state !== 'stored' || now - entry.receivedAt >= keyRetentionMs) continue;
        const at = k.indexOf('\u0000');
        out.push({ phoneNumberId: k.slice(0, at), key: k.slice(at + 1), entry });
      }
      return out;
    },
  };
}
