/** Idempotency keys where section 3.3 leaves the answer open: another body while the first is in flight (A6). */
import { refusal } from '../../reference/errors/gateway-error.ts';
import { sameBody } from '../../reference/idempotency/fingerprint.ts';
import { refusalReply } from '../../reference/pipeline/reply.ts';
import { changeStep } from '../../faulty/kit/steps.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

export const otherBodyInFlightReused: AllowedVariant = {
  name: 'other-body-in-flight-reused',
  decision: 'A6',
  sections: ['3.3'],
  change: 'A request whose key is in flight with another body is answered 422 idempotency_key_reused instead of 409 idempotency_in_progress.',
  parts: (base) => ({
    sendSteps: changeStep(base.sendSteps, 'idempotency', (original) => (context) => {
      const { key, caller, send, gateway } = context;
      const entry = key === undefined || !caller ? undefined : gateway.state.idempotency.get(caller.number.phoneNumberId, key, context.now);
      if (entry?.state === 'in-flight' && send && !sameBody(gateway.fingerprintSecret, entry.fingerprint, send)) {
        return refusalReply(refusal('idempotency_key_reused', 'This Idempotency-Key is in use with a different request body.'));
      }
      return original(context);
    }),
  }),
};
