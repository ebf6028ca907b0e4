/**
 * Section 7 and decision A57: what a platform refusal or outage becomes. Rate limits are 429;
 * every other refusal and every outage is 502 with the platform's reason as prose.
 */
import { refusal, type Refusal } from '../errors/gateway-error.ts';
import type { SendOutcome } from '../platform/platform-answer.ts';

const rateLimitCodes = new Set([130429, 131056]);

export function outcomeRefusal(outcome: Exclude<SendOutcome, { kind: 'accepted' }>): Refusal {
  if (outcome.kind === 'refused' && outcome.platformCode !== undefined && rateLimitCodes.has(outcome.platformCode)) {
    return refusal('rate_limited', 'The upstream platform is rate-limiting this number; retry later with the same Idempotency-Key.');
  }
  if (outcome.kind === 'refused') return refusal('send_failed', `The upstream platform refused the message: ${outcome.reason}`);
  return refusal('send_failed', `The message could not be sent: ${outcome.reason}`);
}
