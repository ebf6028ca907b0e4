/**
 * The send body of `POST /api/v2/messages` (sections 2.1, 2.3, 2.4, 8), judged without any state.
 *
 * `type` (default `text`) picks a layout from the contract, and only that layout's fields are read
 * (A21); unknown fields are no problem (A18). ajv (all errors) checks the layout, `to` in the
 * contract's E.164 form (A19) and empty required strings (A20) as the contract writes them;
 * addresses are not format-checked (reference-rules.ts). Lower-case component and parameter types (A25),
 * string types without coercion (A26) and the interactive shape (A24) are the contract's own
 * constants and types. Then come the contract's keywords JSON Schema cannot say
 * (contract-extensions.ts). Problems are listed in the body's document order.
 *
 * One-time codes (A29): a problem at the `text` of a `body` component's parameter carries
 * `rule: 'code-position'`; `onlyCodePositionProblems` (code-position.ts) tells the caller that
 * those are the only ones, so the template checks may run and answer `invalid_one_time_code`
 * for an AUTHENTICATION template. The body itself is then the template send (templates take no
 * defaults).
 */
import type { SendRequest } from '../send/send-request.ts';
import { problemsFromAjv } from './ajv-problems.ts';
import { tagCodePositions } from './code-position.ts';
import { extensionProblems, type KeywordReach } from './contract-extensions.ts';
import { inDocumentOrder } from './problem-order.ts';
import { isPlainObject } from './schema-node.ts';
import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';
import { withDefaults } from './send-defaults.ts';
import { sendLayouts } from './send-layouts.ts';
import type { SendProblem } from './send-problem.ts';

export type { SendProblem } from './send-problem.ts';
export type { KeywordReach } from './contract-extensions.ts';

/** The accepted send with its defaults filled in, or every problem found. */
export type SendValidation = { ok: true; send: SendRequest } | { ok: false; problems: SendProblem[] };

/**
 * Judges a parsed JSON body by the numbers of `limits` (the spec's unless a build moved one).
 * Never mutates `body`; an accepted send may share members with it. `reach` is what the contract
 * keywords' walk has learnt of the layouts of these limits; a gateway passes the one it keeps, so
 * each body does not walk its whole layout again.
 */
export function validateSendBody(body: unknown, reach?: KeywordReach, limits: SpecLimits = specLimits): SendValidation {
  if (!isPlainObject(body)) return { ok: false, problems: [{ loc: ['body'], msg: 'must be a JSON object' }] };
  const type = body.type === undefined ? limits.typeDefault : body.type;
  const layouts = sendLayouts(limits);
  // An unknown `type` has no layout; the shared fields still are checked, `type` among them.
  const layout = (typeof type === 'string' ? layouts.byType.get(type) : undefined) ?? layouts.common;
  const problems = layout.validate(body) ? [] : problemsFromAjv(layout.validate.errors ?? [], body);
  problems.push(...extensionProblems(layout.schema, body, layouts.prepared, reach));
  if (problems.length === 0) return { ok: true, send: withDefaults(body, limits) as SendRequest };
  return { ok: false, problems: tagCodePositions(inDocumentOrder(problems, body), body) };
}
