/**
 * The 24-hour window (section 1, item 1; decisions A37–A39): a free-form send is allowed while
 * less than `windowMs` (24 hours, limits/spec-limits.ts) has passed since the customer's last
 * inbound message to that number.
 */
import type { Conversation } from '../state/gateway-state.ts';

export function windowOpen(conversation: Conversation | undefined, now: number, windowMs: number): boolean {
  const last = conversation?.lastInboundAt;
  return last !== null && last !== undefined && now - last < windowMs;
}
