/** Compares a presented token with a held one in constant time, so timing reveals nothing of it. */
import { timingSafeEqual } from 'node:crypto';

/** A token's bytes, for comparing one presented token with many held ones (`sameTokenBytes`). */
export function tokenBytes(token: string): Buffer {
  return Buffer.from(token);
}

export function sameTokenBytes(presented: Buffer, held: string): boolean {
  const right = Buffer.from(held);
  return presented.length === right.length && timingSafeEqual(presented, right);
}

export function sameToken(presented: string, held: string): boolean {
  return sameTokenBytes(tokenBytes(presented), held);
}
