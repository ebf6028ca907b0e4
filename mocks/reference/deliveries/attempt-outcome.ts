/**
 * What one attempt's answer means (decision A51): only a 2xx delivers. A 3xx is a failure since
 * redirects are never followed (following one would let a public URL bounce the delivery to a
 * private address); other statuses, timeouts and connection errors fail too.
 */
export type PostResult = { kind: 'answered'; status: number } | { kind: 'timeout'; afterMs: number } | { kind: 'unreachable'; error: string };

export interface AttemptOutcome {
  delivered: boolean;
  /** HTTP status the subscriber returned; null when none came back. */
  status: number | null;
  /** Why the attempt failed; null when it delivered. */
  error: string | null;
}

export function attemptOutcome(result: PostResult): AttemptOutcome {
  switch (result.kind) {
    case 'answered':
      if (result.status >= 200 && result.status < 300) return { delivered: true, status: result.status, error: null };
      if (result.status >= 300 && result.status < 400) return { delivered: false, status: result.status, error: `answered ${result.status}; redirects are not followed` };
      return { delivered: false, status: result.status, error: `answered ${result.status}` };
    case 'timeout':
      return { delivered: false, status: null, error: `no answer within ${result.afterMs / 1000} s` };
    case 'unreachable':
      return { delivered: false, status: null, error: result.error };
  }
}
