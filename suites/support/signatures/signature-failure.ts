/**
 * A delivery whose signature does not verify, as a typed failure: the verifier's reason, the
 * delivery's timestamp and signature headers, the body's first bytes and how the HMAC is made.
 * The secret is never shown, only where it comes from.
 */
import { TypedCheckError, firstBytes } from '../checks/typed-failure.ts';

export interface SignedAttempt {
  /** What the delivery is, e.g. `delivery 3 (message.sent)`. */
  label: string;
  headers: Record<string, string | undefined>;
  body: Uint8Array;
}

export const hmacRecipe = 'hex(HMAC-SHA256(key = the subscription secret as UTF-8, message = X-Service-Timestamp + "." + the raw body bytes)), sent as "sha256=<hex>" (section 4.3, section 5 item 7)';

export function signatureFailure(attempt: SignedAttempt, verdict: { reason: string; detail: string }): TypedCheckError {
  const body = Buffer.from(attempt.body);
  const header = (name: string) => attempt.headers[name] ?? '(absent)';
  return new TypedCheckError(`${attempt.label}: the signature does not verify: ${verdict.reason} (${verdict.detail})`, {
    kind: 'signature',
    sent: `POST to the subscriber: ${attempt.label}\nX-Service-Timestamp: ${header('x-service-timestamp')}\nX-Service-Signature: ${header('x-service-signature')}\n\n${firstBytes(body.toString('utf8'), 200)}`,
    documented: `X-Service-Signature is ${hmacRecipe}`,
    why: `${verdict.reason}: ${verdict.detail}`,
    facts: [
      ['verifier reason', verdict.reason],
      ['X-Service-Timestamp', header('x-service-timestamp')],
      ['X-Service-Signature', header('x-service-signature')],
      ['X-Service-Event', header('x-service-event')],
      ['body (first bytes)', `${firstBytes(body.toString('utf8'), 120)} (${body.length} bytes)`],
      ['HMAC', hmacRecipe],
    ],
  });
}
