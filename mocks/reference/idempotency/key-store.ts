/**
 * Idempotency keys and their states (section 3.3): in flight, stored for 24 hours, released.
 * Keys are scoped to the number they were used against. Pure state: the caller passes the
 * time in, so retention follows the gateway's clock.
 */
import { hoursMs, specLimits } from '../limits/spec-limits.ts';
import type { Fingerprint } from './fingerprint.ts';

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
  /** How long a stored key is kept from its first request (section 8; decision A5). */
  readonly retentionMs: number;
  clear(): void;
  /** Stored keys still within their retention, for saving the state across a restart. */
  saved(now: number): SavedKey[];
}

const sweepEvery = 4096;

/**
 * One key as the store holds it. Compact on purpose: a key is kept a day, so a busy gateway holds
 * a million of them. The fingerprint lives in one flat string (the salt's length as a character,
 * the salt, then the digest's bytes as latin1), where a `Buffer` per digest and an object per
 * part cost more than the answer's own bytes; a status of 0 marks a key still in flight
 * (scripts/bench/README.md has the figures).
 */
class Slot {
  constructor(
    readonly print: string,
    readonly receivedAt: number,
    public status: number,
    public body: string,
  ) {}

  get stored(): boolean {
    return this.status !== 0;
  }
}

function packed(fingerprint: Fingerprint): string {
  // Salts are 22 characters (fingerprint.ts); one byte holds the length of any salt up to 255.
  if (fingerprint.salt.length > 255) throw new RangeError('an idempotency salt is at most 255 characters');
  // One Buffer, then one decode: a flat string, not a rope of parts. Written in place rather
  // than concatenated: this runs on every keyed send.
  const { salt, digest } = fingerprint;
  const bytes = Buffer.allocUnsafe(1 + salt.length + digest.length);
  bytes[0] = salt.length;
  bytes.write(salt, 1, 'latin1');
  digest.copy(bytes, 1 + salt.length);
  return bytes.toString('latin1');
}

function entryOf(slot: Slot): KeyEntry {
  const saltEnd = 1 + slot.print.charCodeAt(0);
  const fingerprint: Fingerprint = { salt: slot.print.slice(1, saltEnd), digest: Buffer.from(slot.print.slice(saltEnd), 'latin1') };
  return slot.stored
    ? { state: 'stored', fingerprint, receivedAt: slot.receivedAt, response: { status: slot.status, body: slot.body } }
    : { state: 'in-flight', fingerprint, receivedAt: slot.receivedAt };
}

function slotOf(entry: KeyEntry): Slot {
  return entry.state === 'stored' ? new Slot(packed(entry.fingerprint), entry.receivedAt, entry.response.status, entry.response.body) : new Slot(packed(entry.fingerprint), entry.receivedAt, 0, '');
}

/** An empty store, or one holding the keys of a saved state; stored keys are kept `retentionMs` (section 8: 24 hours). */
export function createKeyStore(saved: readonly SavedKey[] = [], retentionMs: number = hoursMs(specLimits.keyRetentionHours)): KeyStore {
  // Per number, then per key: no scoped key string is built and kept for every key.
  const numbers = new Map<string, Map<string, Slot>>();
  let size = 0;
  let writes = 0;

  const keysOf = (phoneNumberId: string): Map<string, Slot> => {
    let keys = numbers.get(phoneNumberId);
    if (keys === undefined) {
      keys = new Map();
      numbers.set(phoneNumberId, keys);
    }
    return keys;
  };
  const put = (phoneNumberId: string, key: string, slot: Slot): void => {
    const keys = keysOf(phoneNumberId);
    if (!keys.has(key)) size += 1;
    keys.set(key, slot);
  };
  const remove = (phoneNumberId: string, key: string): void => {
    if (numbers.get(phoneNumberId)?.delete(key)) size -= 1;
  };
  for (const s of saved) put(s.phoneNumberId, s.key, slotOf(s.entry));

  const expired = (slot: Slot, now: number) => slot.stored && now - slot.receivedAt >= retentionMs;

  // Expired stored keys are dropped on read and, so memory stays bounded, swept now and then.
  function sweep(now: number): void {
    for (const keys of numbers.values()) {
      for (const [key, slot] of keys) {
        if (!expired(slot, now)) continue;
        keys.delete(key);
        size -= 1;
      }
    }
  }

  return {
    get(phoneNumberId, key, now) {
      const slot = numbers.get(phoneNumberId)?.get(key);
      if (slot === undefined) return undefined;
      if (expired(slot, now)) {
        remove(phoneNumberId, key);
        return undefined;
      }
      return entryOf(slot);
    },
    begin(phoneNumberId, key, fingerprint, now) {
      if (++writes % sweepEvery === 0) sweep(now);
      put(phoneNumberId, key, slotOf({ state: 'in-flight', fingerprint, receivedAt: now }));
    },
    store(phoneNumberId, key, response) {
      const slot = numbers.get(phoneNumberId)?.get(key);
      if (slot === undefined || slot.stored) return;
      slot.status = response.status;
      slot.body = response.body;
    },
    release(phoneNumberId, key) {
      remove(phoneNumberId, key);
    },
    get size() {
      return size;
    },
    retentionMs,
    clear() {
      numbers.clear();
      size = 0;
    },
    saved(now) {
      const out: SavedKey[] = [];
      for (const [phoneNumberId, keys] of numbers) {
        for (const [key, slot] of keys) {
          if (!slot.stored || expired(slot, now)) continue;
          const entry = entryOf(slot);
          if (entry.state === 'stored') out.push({ phoneNumberId, key, entry });
        }
      }
      return out;
    },
  };
}
