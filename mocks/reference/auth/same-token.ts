/** Compares a presented token with a held one in constant time, so timing reveals nothing of it. */
import { timingSafeEqual } from 'node:crypto';

export function sameToken(presented: string, held: string): boolean {
  const left = Buffer.from(presented);
  const right = Buffer.from(held);
  return left.length === right.length && timingSafeEqual(left, right);
}
