/**
 * The body of a one-time-code send (section 4.1, decisions A29 and A30): the code is the single
 * text value of the body. Caller button values are not read here; the platform body replaces
 * them with the gateway's own copy-code button.
 */
import { refusal, type Refusal } from '../errors/gateway-error.ts';
import type { SpecLimits } from '../limits/spec-limits.ts';
import type { LocalTemplate } from './local-template.ts';
import { hasUnsupportedCodeButton } from './one-time-code-template.ts';
import { oneTimeCodeProblem } from './one-time-code.ts';
import type { SendParts } from './template-parts.ts';

export type OneTimeCodeCheck = { ok: true; code: string } | { ok: false; refusal: Refusal };

function refused(code: 'invalid_template' | 'invalid_one_time_code', message: string): OneTimeCodeCheck {
  return { ok: false, refusal: refusal(code, message) };
}

/** The accepted code, or the refusal. Messages never contain the code. */
export function checkOneTimeCodeSend(template: LocalTemplate, sent: SendParts, codeLength: SpecLimits['oneTimeCode']): OneTimeCodeCheck {
  if (hasUnsupportedCodeButton(template)) {
    return refused('invalid_template', `Template ${template.name} uses a one-tap or zero-tap code button; only copy-code buttons are supported.`);
  }
  if (sent.body.length > 1) return refused('invalid_template', 'A one-time-code template takes the code as its only body parameter; send exactly one.');
  const [only] = sent.body;
  if (!only) return refused('invalid_one_time_code', 'Send the one-time code as the text parameter of the body component.');
  // Read as unknown: the code rule owns type errors in this position (decision A29).
  const code: unknown = (only as { text?: unknown }).text;
  const problem = oneTimeCodeProblem(code, codeLength);
  if (problem !== undefined) return refused('invalid_one_time_code', problem);
  return { ok: true, code: code as string };
}
