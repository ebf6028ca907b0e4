/**
 * HTTP calls from the commands that drive a running stack (listen, trigger): a call that reaches
 * nothing becomes one line naming the address and why, never a `fetch failed` stack trace.
 */
import { CannotRun } from './command.ts';
import { networkReason as reasonOf } from './network-reason.ts';

/** How long a call to a local stack may take before it counts as not answering. */
const answerWithinMs = 10_000;

/** "connection refused" and the like, from what fetch reports as its cause (network-reason.ts). */
export function networkReason(error: unknown, url?: string): string {
  return reasonOf(error, url, answerWithinMs);
}

/** The origin of a URL, to name where a call went without its path or query. */
export const originOf = (url: string): string => new URL(url).origin;

/** fetch, refusing with `unreachable` and the reason when nothing answers. */
export async function reach(url: string, init: RequestInit, unreachable: string): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(answerWithinMs), ...init });
  } catch (error) {
    throw new CannotRun(`${unreachable} (${networkReason(error, url)})`);
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}
