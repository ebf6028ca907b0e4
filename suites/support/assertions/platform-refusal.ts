/**
 * Decisions A80 and A24: where the spec leaves a value to the platform, a gateway may send it on as
 * it was given and let the platform judge it. A 502 `send_failed` is then a fair answer, but only
 * for a send the platform really received and refused: never for one that did not reach the
 * platform or that the platform accepted.
 */
import { expect } from 'vitest';
import type { CheckedResponse } from '../http/checked-client.ts';
import type { JournalEntry } from '../run/upstream-view.ts';
import { codeOf } from './error-answer.ts';

function expectPlatformRefused(response: CheckedResponse<unknown>, sends: readonly JournalEntry[], what: string): void {
  expect({ status: response.status, code: codeOf(response) }, `${what}: ${response.text.slice(0, 200)}`).toEqual({ status: 502, code: 'send_failed' });
  const platform = sends.map((entry) => entry.response?.status);
  expect(platform.length > 0 && platform.every((status) => status !== undefined && status >= 400), `${what}: a 502 for a send the platform received and refused; the platform answered ${JSON.stringify(platform)}`).toBe(true);
}

/**
 * A value the gateway does not judge (A80): 200, or the platform's refusal as 502; never a
 * refusal of the gateway's own. `sends` are the platform sends the request led to.
 */
export function expectSentOrRefusedByPlatform(response: CheckedResponse<unknown>, sends: readonly JournalEntry[], what: string): void {
  if (response.status === 502) return expectPlatformRefused(response, sends, what);
  expect({ status: response.status, code: codeOf(response) }, `${what}: sent, or refused by the platform (502); ${response.text.slice(0, 200)}`).toEqual({ status: 200, code: undefined });
}

/**
 * A malformed value a gateway may refuse itself or leave to the platform (A24): 422
 * `validation_error` with nothing sent, or the platform's refusal as 502; never a 200.
 */
export function expectRefusedHereOrByPlatform(response: CheckedResponse<unknown>, sends: readonly JournalEntry[], what: string): void {
  if (response.status === 502) return expectPlatformRefused(response, sends, what);
  expect({ status: response.status, code: codeOf(response) }, `${what}: refused before sending (422), or by the platform (502); ${response.text.slice(0, 200)}`).toEqual({ status: 422, code: 'validation_error' });
  expect(sends, `${what}: refused before sending`).toEqual([]);
}
