/** Section 3.3: only a replay carries `Idempotency-Replayed: true`; a first request is sent and answered as itself. */
import type { FaultyBuild } from '../../faulty-build.ts';

// The header set whenever a key was given, not when the answer came from the store.
export const firstRequestMarkedReplayed: FaultyBuild = {
  name: 'first-request-marked-replayed',
  deviation: 'Every keyed send is answered with Idempotency-Replayed: true, the first one included.',
  section: '3.3',
  breaks: { '3.3-first-request': ['first-request-sent-once'] },
  wire: ({ method: _method, path, requestHeaders, ...answer }) =>
    path === '/api/v2/messages' && answer.status === 200 && requestHeaders['idempotency-key'] !== undefined ? { ...answer, headers: { ...answer.headers, 'idempotency-replayed': 'true' } } : answer,
};
