/**
 * The key a saved state is kept with, held in a file of its own beside the state file (never in
 * it). Two secrets are derived from it: the idempotency fingerprint secret (decision A2: never
 * stored with the records it keys) and the key that seals subscription signing secrets, which the
 * spec has encrypted once shown (section 5, item 7). Without this file a saved state cannot be
 * used: its keys could not be compared and its secrets not read.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface StateKey {
  fingerprintSecret: Buffer;
  seal(plaintext: string): string;
  /** The plaintext, or undefined when the sealed text was not made with this key or was changed. */
  open(sealed: string): string | undefined;
}

const derive = (master: Buffer, purpose: string): Buffer => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));

export function newMasterKey(): Buffer {
  return randomBytes(32);
}

export function stateKey(master: Buffer): StateKey {
  if (master.length !== 32) throw new Error('a state key is 32 bytes');
  const sealing = derive(master, 'gateway-harness state: subscription secrets');
  return {
    fingerprintSecret: derive(master, 'gateway-harness state: idempotency fingerprints'),
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealing, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1.')) return undefined;
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      if (raw.length < 28) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealing, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
