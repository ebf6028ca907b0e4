/**
 * What the spec profile demands of a 422 `validation_error` (sections 2.7, 7; decisions A3, A4):
 * `detail` is a non-empty list and one entry's `loc` names the offending field. `loc` may carry a
 * source prefix, integer indices or dotted strings (A3), so string elements are split on dots and
 * the field, itself a dotted path such as `interactive.body`, must appear in order among them.
 * The `<field>: <reason>` reading of `message` is a soft check (A4): its finding is returned as a
 * warning, never thrown.
 */
import { expect } from 'vitest';
import type { CheckedResponse } from '../http/checked-client.ts';

type Loc = (string | number)[];
interface Detail {
  loc: Loc;
  msg: string;
}

const sources = new Set(['body', 'query', 'header', 'path']);

function names(loc: Loc): string[] {
  return loc.flatMap((part) => (typeof part === 'string' ? part.split('.') : []));
}

/** `field` (dotted) appears in order among the names of `loc`. */
export function locNames(loc: Loc, field: string): boolean {
  const wanted = field.split('.');
  let at = 0;
  for (const name of names(loc)) if (name === wanted[at]) at += 1;
  return at === wanted.length;
}

/**
 * Asserts a 422 `validation_error` whose `detail` names one of `fields`; answers the A4 warning,
 * if any. `what` says which request this was, for the failure message.
 */
export function expectValidationError(response: CheckedResponse<unknown>, fields: readonly string[], what: string): string | undefined {
  const body = response.json as { code?: unknown; message?: unknown; detail?: unknown };
  expect(response.status, `${what}: status`).toBe(422);
  expect(body.code, `${what}: code`).toBe('validation_error');
  expect(Array.isArray(body.detail) && body.detail.length > 0, `${what}: detail is a non-empty list`).toBe(true);
  const detail = body.detail as Detail[];
  const named = detail.some((d) => fields.some((f) => locNames(d.loc, f)));
  expect(named, `${what}: some detail loc names ${fields.join(' or ')}; got ${JSON.stringify(detail.map((d) => d.loc))}`).toBe(true);
  const message = typeof body.message === 'string' ? body.message : '';
  const mentioned = detail.flatMap((d) => names(d.loc)).filter((n) => !sources.has(n) && n.length > 0);
  if (!message.includes(':') || !mentioned.some((n) => message.includes(n))) {
    return `A4: validation message does not read "<field>: <reason>" with a field of detail (${what}): ${JSON.stringify(message)}`;
  }
  return undefined;
}
