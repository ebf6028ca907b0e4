/**
 * Why a call got no answer, as a person reads it: "connection refused: nothing listens there"
 * rather than `ECONNREFUSED`, and what `fetch`'s bare `bad port` means. One wording for every
 * command that calls a build, a stack or a control plane.
 */

interface Failure {
  name?: string;
  message?: string;
  cause?: { code?: string; message?: string };
}

/** Ports `fetch` refuses to call whatever answers there (the Fetch standard's list of bad ports), seen as `bad port`. */
function portOf(url: string | undefined): string {
  if (url === undefined) return 'its port';
  try {
    return `port ${new URL(url).port || '80'}`;
  } catch {
    return 'its port';
  }
}

/** The reason in a few words; `url` (where the call went) names a refused port, `withinMs` the time limit. */
export function networkReason(error: unknown, url?: string, withinMs?: number): string {
  const failure = (error ?? {}) as Failure;
  const code = failure.cause?.code ?? failure.name;
  const limit = withinMs === undefined ? 'within the time limit' : `within ${Math.round(withinMs / 1000)} s`;
  if (code === 'ECONNREFUSED') return 'connection refused: nothing listens there';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'the connection was closed without an answer';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the host cannot be reached from here';
  if (code === 'EADDRNOTAVAIL') return 'the address is not one of this machine\'s';
  if (code === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT') return `no answer ${limit}`;
  if (failure.cause?.message === 'bad port') return `${portOf(url)} is one that HTTP clients refuse to call (it belongs to another protocol): use another port`;
  return failure.cause?.message ?? failure.message ?? String(error);
}
