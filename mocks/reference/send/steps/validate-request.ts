/**
 * Sections 2.1, 2.3, 2.4 and 8: the body and the Idempotency-Key header, checked before anything
 * is looked up or sent. Every offending field is named (section 2.7).
 */
import { refusal, validationRefusal, type FieldProblem } from '../../errors/gateway-error.ts';
import { isOneTimeCodeTemplate } from '../../templates/one-time-code-template.ts';
import { onlyCodePositionProblems } from '../../validation/code-position.ts';
import { readIdempotencyKey } from '../../validation/idempotency-key.ts';
import { validateSendBody, type SendProblem } from '../../validation/validate-send-body.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import type { SendContext } from '../send-context.ts';

/**
 * Decision A29: a code that is not a JSON string, sent for a one-time-code template, is an
 * invalid code rather than a malformed body. Only a local copy is consulted here: the request is
 * refused either way, and the platform is not asked on behalf of a malformed body.
 */
function codeOfWrongType(context: SendContext, problems: SendProblem[], body: unknown): boolean {
  if (!onlyCodePositionProblems(problems) || !context.caller) return false;
  const { template_name: name, template_language: language } = body as { template_name?: unknown; template_language?: unknown };
  const templates = context.gateway.state.templates.get(context.caller.number.businessAccountId) ?? [];
  const template = templates.find((t) => t.name === name && t.language === language);
  return template !== undefined && isOneTimeCodeTemplate(template);
}

export function validateRequest(context: SendContext) {
  const problems: FieldProblem[] = [];
  const { body } = context.input;
  if (body.kind === 'unreadable') {
    problems.push(body.problem);
  } else {
    const result = validateSendBody(body.value, context.gateway.keywordReach, context.gateway.limits);
    if (result.ok) context.send = result.send;
    else if (codeOfWrongType(context, result.problems, body.value)) {
      return refusalReply(refusal('invalid_one_time_code', 'The one-time code must be a string.'));
    } else problems.push(...result.problems.map(({ loc, msg }) => ({ loc, msg })));
  }
  const key = readIdempotencyKey(context.input.idempotencyKey);
  if ('problem' in key) problems.push(key.problem);
  else if (key.key !== undefined) context.key = key.key;
  return problems.length > 0 ? refusalReply(validationRefusal(problems)) : undefined;
}
