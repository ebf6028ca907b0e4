/**
 * Judges one answer to a hostile request by what holds under any reading of the spec: no 5xx
 * unless the caller allows one, and a 4xx carries the error object of its surface (section 2.7
 * for the public API, `ControlError` for the control plane), with no stack trace. Pure: the answer
 * in, the problems found out, so a property can print every problem of a case at once.
 */
import { stackTraceIn } from '../assertions/error-leaks.ts';

export interface JudgedAnswer {
  status?: number;
  text: string;
}

export interface JudgeRules {
  /** Which error object a 4xx must be: the public API's, the control plane's, or any (`none`). */
  format: 'public' | 'control' | 'none';
  /** 5xx statuses a correct target may give here (501 for a capability the target lacks, …). */
  allowed5xx?: readonly number[];
}

type Fields = Record<string, unknown>;

function parsedObject(text: string): Fields | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
  } catch {
    return undefined;
  }
}

function publicFormatProblems(body: Fields): string[] {
  const problems: string[] = [];
  if (typeof body.code !== 'string' || body.code === '') problems.push('the error has no string code (section 7: a body without code is an unknown failure)');
  if (typeof body.message !== 'string') problems.push('the error has no string message (section 2.7)');
  if (body.code === 'validation_error') {
    const detail = body.detail;
    const wellFormed = Array.isArray(detail) && detail.length > 0 && detail.every((d: unknown) => Array.isArray((d as Fields | null)?.loc) && typeof (d as Fields).msg === 'string');
    if (!wellFormed) problems.push('validation_error without a detail list of {loc: array, msg: string} (section 2.7)');
  }
  return problems;
}

function controlFormatProblems(body: Fields): string[] {
  return typeof body.error === 'string' && /^[a-z][a-z0-9_]*$/.test(body.error) ? [] : ['the control-plane error has no snake_case error field (ControlError)'];
}

export function answerProblems(answer: JudgedAnswer, rules: JudgeRules): string[] {
  const { status } = answer;
  if (status === undefined) return ['no answer'];
  const problems: string[] = [];
  if (status >= 500 && !(rules.allowed5xx ?? []).includes(status)) problems.push(`answered ${status}`);
  const trace = stackTraceIn(answer.text);
  if (trace !== undefined) problems.push(trace);
  if (status < 400 || status >= 500 || rules.format === 'none') return problems;
  const body = parsedObject(answer.text);
  if (!body) return [...problems, `a ${status} whose body is not a JSON object: ${JSON.stringify(answer.text.slice(0, 120))}`];
  return [...problems, ...(rules.format === 'public' ? publicFormatProblems(body) : controlFormatProblems(body))];
}
