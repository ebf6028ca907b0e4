/**
 * A secret (a one-time code) must never come back from the gateway (section 2.2: "never stored,
 * logged or shown"). Looks in the raw body, also for the JSON-escaped spelling, and in every
 * response header.
 */
import { expect } from 'vitest';
import type { HttpResponse } from '../../../contracts/exchange/http-exchange.ts';

export function expectNoLeak(response: HttpResponse, secret: string, what = 'the one-time code'): void {
  if (secret === '') throw new Error('expectNoLeak needs a non-empty secret');
  const escaped = JSON.stringify(secret).slice(1, -1);
  const places = [['body', response.text], ...Object.entries(response.headers).map(([name, value]) => [`header ${name}`, value])];
  const leaks = places.filter(([, text]) => text?.includes(secret) || text?.includes(escaped)).map(([where]) => where);
  expect(leaks, `${what} ${JSON.stringify(secret)} shows up in the answer`).toEqual([]);
}
