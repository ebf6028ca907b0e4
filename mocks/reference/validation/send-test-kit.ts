/**
 * What the send-validation tests share: bodies built from the smallest valid send of each kind,
 * and assertions that read the result.
 */
import { expect } from 'vitest';
import type { SendRequest } from '../send/send-request.ts';
import type { SendProblem } from './send-problem.ts';
import { validateSendBody } from './validate-send-body.ts';

/** A recipient that passes decision A19 (and has an open window in the default world). */
export const to = '12025550101';

export type Body = Record<string, unknown>;

export function textBody(extra: Body = {}): Body {
  return { to, text: 'Hello', ...extra };
}

export function mediaBody(type: string, extra: Body = {}): Body {
  return { to, type, media_url: 'https://media.harness.test/files/menu.jpg', ...extra };
}

export function interactiveBody(interactive: Body, extra: Body = {}): Body {
  return { to, type: 'interactive', interactive, ...extra };
}

export function buttons(count: number, id = (i: number): string => `b${i}`): Body {
  return { type: 'buttons', body: 'Pick one', buttons: Array.from({ length: count }, (_, i) => ({ id: id(i), title: `Option ${i}` })) };
}

/** A list with `rowsPerSection[s]` rows in section `s`; row ids are `s-r` unless `id` says. */
export function list(rowsPerSection: number[], id = (s: number, r: number): string => `${s}-${r}`): Body {
  const sections = rowsPerSection.map((rows, s) => ({ title: `Section ${s}`, rows: Array.from({ length: rows }, (_, r) => ({ id: id(s, r), title: `Row ${r}` })) }));
  return { type: 'list', body: 'Choose', sections };
}

export function cta(extra: Body = {}): Body {
  return { type: 'cta_url', body: 'Track it', cta: { display_text: 'Open', url: 'https://shop.harness.test/orders/42' }, ...extra };
}

export function templateBody(components?: unknown[], extra: Body = {}): Body {
  return { to, type: 'template', template_name: 'order_update', template_language: 'en_US', ...(components ? { template_components: components } : {}), ...extra };
}

/** Asserts `body` is accepted and returns the send with its defaults. */
export function accepted(body: unknown): SendRequest {
  const result = validateSendBody(body);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.problems)}`);
  return result.send;
}

/** Asserts `body` is refused and returns every problem. */
export function problemsOf(body: unknown): SendProblem[] {
  const result = validateSendBody(body);
  if (result.ok) throw new Error(`expected problems, got an accepted send ${JSON.stringify(result.send)}`);
  expect(result.problems.length).toBeGreaterThan(0);
  return result.problems;
}

/** Asserts `body` is refused with exactly one problem and returns it. */
export function onlyProblem(body: unknown): SendProblem {
  const [problem, ...others] = problemsOf(body);
  expect(others, JSON.stringify(others)).toEqual([]);
  if (!problem) throw new Error('expected one problem');
  return problem;
}
