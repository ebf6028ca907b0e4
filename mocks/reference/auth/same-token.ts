/** Compares a presented token with a held one in constant time, so timing reveals nothing of it. */
import { timingSafeEqual } from 'node:crypto';

/** A token's bytes, for comparing one presented token with many held ones (`sameHeldBytes`). */
export function tokenBytes(token: string): Buffer {
  return Buffer.from(token);
}

/** `presented` and `held` as bytes (`tokenBytes`): the same token, compared in constant time. */
export function sameHeldBytes(presented: Buffer, held: Buffer): boolean {
  return presented.length === held.length && timingSafeEqual(presented, held);
}

export function sameTokenBytes(presented: Buffer, held: string): boolean {
  return sameHeldBytes(presented, tokenBytes(held));
}

export function sameToken(presented: string, held: string): boolean {
  return sameTokenBytes(tokenBytes(presented), held);
}
