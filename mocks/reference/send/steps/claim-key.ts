/**
 * Section 3.3: the idempotency key's states. Runs after authentication and validation (decision
 * A9) and claims the key synchronously, so two requests with one key can never both pass.
 */
import { refusal } from '../../errors/gateway-error.ts';
import { fingerprint, sameBody } from '../../idempotency/fingerprint.ts';
import { refusalReply, type Reply } from '../reply.ts';
import type { SendContext } from '../send-context.ts';

export function claimKey(context: SendContext): Reply | undefined {
  const { key, caller, send, gateway } = context;
  if (key === undefined || !caller || !send) return undefined;
  const phoneNumberId = caller.number.phoneNumberId;
  const secret = gateway.fingerprintSecret;
  const entry = gateway.state.idempotency.get(phoneNumberId, key, context.now);
  if (entry?.state === 'in-flight') {
    return refusalReply(refusal('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.'));
  }
  if (entry?.state === 'stored') {
    if (!sameBody(secret, entry.fingerprint, send)) {
      return refusalReply(refusal('idempotency_key_reused', 'This Idempotency-Key was used with a different request body.'));
    }
    return {
      status: entry.response.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-replayed': 'true' },
      body: entry.response.body,
    };
  }
  gateway.state.idempotency.begin(phoneNumberId, key, fingerprint(secret, send), context.now);
  context.keyClaimed = true;
  return undefined;
}
