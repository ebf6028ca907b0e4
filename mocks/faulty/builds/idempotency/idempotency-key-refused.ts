/** Section 4.1: a send takes an optional `Idempotency-Key` header. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A header allow-list written before idempotency was added.
function keyRefused(original: Step<SendContext>): Step<SendContext> {
  return (context) =>
    context.input.idempotencyKey === undefined ? original(context) : refusalReply(validationRefusal([{ loc: ['header', 'Idempotency-Key'], msg: 'is not an accepted header' }]));
}

export const idempotencyKeyRefused: FaultyBuild = {
  name: 'idempotency-key-refused',
  deviation: 'A send carrying an Idempotency-Key header is refused with 422 validation_error.',
  section: '4.1',
  breaks: { '4.1-idempotency-key-header': ['key-accepted'], '3.3-first-request': ['first-request-sent-once'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', keyRefused) }),
};
