/**
 * The one place that builds the error object of section 2.7. Every refusal the reference gives,
 * from authentication to the upstream outcome, comes out of here.
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import { statusOf, type ErrorCode } from './error-catalogue.ts';

export type ErrorBody = components['schemas']['Error'];
export type FieldLocation = (string | number)[];

/** One offending field: where it is (decision A3) and what is wrong with it. */
export interface FieldProblem {
  loc: FieldLocation;
  msg: string;
}

export interface Refusal {
  status: number;
  body: ErrorBody;
  /** Extra response headers (only `WWW-Authenticate` today). */
  headers?: Record<string, string>;
}

export function refusal(code: ErrorCode, message: string, extra: Omit<ErrorBody, 'code' | 'message'> = {}): Refusal {
  return { status: statusOf(code), body: { code, message, ...extra } };
}

const sources = new Set(['body', 'query', 'header', 'path']);

/** `<field>: <reason>` from the first problem, the field written without its source (decision A4). */
export function validationRefusal(problems: FieldProblem[]): Refusal {
  const first = problems[0] ?? { loc: ['body'], msg: 'invalid request' };
  const path = first.loc.filter((part, index) => !(index === 0 && typeof part === 'string' && sources.has(part)));
  const field = path.length > 0 ? path.map(String).join('.') : String(first.loc[0] ?? 'body');
  return refusal('validation_error', `${field}: ${first.msg}`, { detail: problems.map((p) => ({ loc: p.loc, msg: p.msg })) });
}
