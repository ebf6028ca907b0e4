/**
 * Reading a gateway answer the way section 7 tells clients to: by status and `code`, never by
 * message. One comparison of both, so a failure shows what came back in full.
 */
import { expect } from 'vitest';
import type { CheckedResponse } from '../http/checked-client.ts';

/** The answer's `code`, or `undefined` when the body has none (a success, or an unknown failure). */
export function codeOf(response: CheckedResponse<unknown>): string | undefined {
  const code = (response.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The answer is the error `code` with `status`. */
export function expectError(response: CheckedResponse<unknown>, status: number, code: string): void {
  expect({ status: response.status, code: codeOf(response) }, response.text.slice(0, 300)).toEqual({ status, code });
}

/** The answer is a 200 with a message record (the body's `code` would name an error). */
export function expectSent(response: CheckedResponse<unknown>): void {
  expect({ status: response.status, code: codeOf(response) }, response.text.slice(0, 300)).toEqual({ status: 200, code: undefined });
}
