/**
 * Sections 2.1, 2.3, 2.4 and 8: the body and the Idempotency-Key header, checked before anything
 * is looked up or sent. Every offending field is named (section 2.7).
 */
import { validationRefusal, type FieldProblem } from '../../errors/gateway-error.ts';
import { readIdempotencyKey } from '../../validation/idempotency-key.ts';
import { validateSendBody } from '../../validation/validate-send-body.ts';
import { refusalReply } from '../reply.ts';
import type { SendContext } from '../send-context.ts';

export function validateRequest(context: SendContext) {
  const problems: FieldProblem[] = [];
  const { body } = context.input;
  if (body.kind === 'unreadable') {
    problems.push(body.problem);
  } else {
    const result = validateSendBody(body.value);
    if (result.ok) context.send = result.send;
    else problems.push(...result.problems);
  }
  const key = readIdempotencyKey(context.input.idempotencyKey);
  if ('problem' in key) problems.push(key.problem);
  else if (key.key !== undefined) context.key = key.key;
  return problems.length > 0 ? refusalReply(validationRefusal(problems)) : undefined;
}
