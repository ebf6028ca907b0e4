/**
 * Section 3.3: the idempotency key, whole. Runs after authentication and validation (decision
 * A9). A key in flight answers 409; a stored key replays its answer for the same body and 422
 * for another. A new key is claimed synchronously, so two requests with one key can never both
 * pass, and once the send is answered the claim ends: a 200 is stored under the key, anything
 * else (a crash included) releases it, so a retry is a fresh attempt (decision A7).
 */
import { refusal } from '../../errors/gateway-error.ts';
import { fingerprint, sameBody } from '../../idempotency/fingerprint.ts';
import type { StoredResponse } from '../../idempotency/key-store.ts';
import { refusalReply, type Reply } from '../../pipeline/reply.ts';
import type { Step } from '../../pipeline/step.ts';
import type { SendContext } from '../send-context.ts';

/** A stored answer replayed: the bytes sent the first time, marked as a replay. */
export function replayOf(stored: StoredResponse): Reply {
  return { status: stored.status, headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-replayed': 'true' }, body: stored.body };
}

/** Decision A7: only a 200 is kept under its key. */
export function keepsSuccess(reply: Reply): boolean {
  return reply.status === 200;
}

/** The idempotency step, keeping under a claimed key the answers `keeps` accepts and releasing it otherwise. */
export function keyedStep(keeps: (reply: Reply) => boolean = keepsSuccess): Step<SendContext> {
  return (context) => {
    const { key, caller, send, gateway } = context;
    if (key === undefined || !caller || !send) return undefined;
    const phoneNumberId = caller.number.phoneNumberId;
    const secret = gateway.fingerprintSecret;
    const keys = gateway.state.idempotency;
    const entry = keys.get(phoneNumberId, key, context.now);
    if (entry?.state === 'in-flight') {
      return refusalReply(refusal('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.'));
    }
    if (entry?.state === 'stored') {
      if (!sameBody(secret, entry.fingerprint, send)) {
        return refusalReply(refusal('idempotency_key_reused', 'This Idempotency-Key was used with a different request body.'));
      }
      return replayOf(entry.response);
    }
    keys.begin(phoneNumberId, key, fingerprint(secret, send), context.now);
    context.afterAnswer.push((reply) => {
      if (keeps(reply)) keys.store(phoneNumberId, key, { status: reply.status, body: reply.body });
      else keys.release(phoneNumberId, key);
    });
    return undefined;
  };
}

export const idempotency = keyedStep();
