/** Section 7: "The response carries no numeric upstream error code, no retryable flag, no request id, and no retry-after header." */
import type { FaultyBuild } from '../../faulty-build.ts';

// An error middleware that stamps every refusal with the request's trace id, for support tickets:
// the gateway's own refusals carry a request id the spec says no response has.
export const requestIdInErrorBodies: FaultyBuild = {
  name: 'request-id-in-error-bodies',
  deviation: 'Every 4xx error body carries a request_id field beside code and message.',
  section: '7',
  breaks: { '7-no-extra-error-fields': ['every-status-clean'] },
  caughtBy: { files: ['suites/send/code-status-pairs.check.ts'], checks: ['send-codes-at-table-status', 'listing-codes-at-table-status'] },
  wire: (answer) => {
    if (answer.status < 400 || answer.status >= 500 || !answer.body.startsWith('{')) return answer;
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    return { ...answer, body: JSON.stringify({ ...body, request_id: `req_${answer.status}_${answer.body.length}` }) };
  },
};
