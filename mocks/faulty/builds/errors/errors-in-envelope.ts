/** Section 2.7: the error object is `{ code: string, message: string }` (section 7: "Format: section 2.7"). */
import type { FaultyBuild } from '../../faulty-build.ts';

// Error bodies nested under `error`, as many APIs do, where the spec puts code and message at the top.
export const errorsInEnvelope: FaultyBuild = {
  name: 'errors-in-envelope',
  deviation: 'Error answers wrap the error object as {"error": {code, message}} instead of giving it at the top level.',
  section: '2.7',
  breaks: { '2.7-code-and-message': ['code-and-message'] },
  caughtBy: { files: ['suites/auth/authentication.check.ts'], checks: ['missing-token-is-401'] },
  wire: (answer) => (answer.status >= 400 && answer.body.startsWith('{') ? { ...answer, body: JSON.stringify({ error: JSON.parse(answer.body) as unknown }) } : answer),
};
