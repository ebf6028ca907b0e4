/**
 * HTTP calls from the commands that drive a running stack (listen, trigger): a call that reaches
 * nothing becomes one line naming the address and why, never a `fetch failed` stack trace.
 */
import { CannotRun } from './command.ts';

/** How long a call to a local stack may take before it counts as not answering. */
const answerWithinMs = 10_000;

/** "connection refused" and the like, from what fetch reports as its cause. */
export function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { name?: string }).name;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (code === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT') return `no answer within ${answerWithinMs / 1000} s`;
  return cause?.message ?? (error as Error).message;
}

/** The origin of a URL, to name where a call went without its path or query. */
export const originOf = (url: string): string => new URL(url).origin;

/** fetch, refusing with `unreachable` and the reason when nothing answers. */
export async function reach(url: string, init: RequestInit, unreachable: string): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(answerWithinMs), ...init });
  } catch (error) {
    throw new CannotRun(`${unreachable} (${networkReason(error)})`);
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}
