/**
 * Which problems sit where an AUTHENTICATION template carries its one-time code: the `text` of a
 * parameter of a `body` component (section 2.4). See `ProblemRule` in send-problem.ts.
 */
import { isPlainObject } from './schema-node.ts';
import type { SendProblem } from './send-problem.ts';

function isCodePosition(loc: SendProblem['loc'], body: Readonly<Record<string, unknown>>): boolean {
  if (loc.length !== 6) return false;
  const [source, components, index, parameters, position, field] = loc;
  if (source !== 'body' || components !== 'template_components' || parameters !== 'parameters' || field !== 'text') return false;
  if (typeof index !== 'number' || typeof position !== 'number') return false;
  const list = body.template_components;
  const component = Array.isArray(list) ? (list[index] as unknown) : undefined;
  return isPlainObject(component) && component.type === 'body';
}

/** `problems` with the ones at a code position tagged `code-position`. */
export function tagCodePositions(problems: SendProblem[], body: Readonly<Record<string, unknown>>): SendProblem[] {
  return problems.map((problem) => (isCodePosition(problem.loc, body) ? { ...problem, rule: 'code-position' } : problem));
}

/**
 * Whether every problem is at a code position, so the send may still reach the template checks:
 * for an AUTHENTICATION template the one-time-code check answers (422 `invalid_one_time_code`,
 * decision A29); for any other template the caller answers these problems as `validation_error`.
 */
export function onlyCodePositionProblems(problems: readonly SendProblem[]): boolean {
  return problems.length > 0 && problems.every((problem) => problem.rule === 'code-position');
}
