/** Section 8: the service "sends no `X-RateLimit-*` headers and no `Retry-After`". */
import type { FaultyBuild } from '../../faulty-build.ts';

// A gateway framework's rate-limit middleware left on, advertising a quota the service does not have.
export const rateLimitHeadersAdded: FaultyBuild = {
  name: 'rate-limit-headers-added',
  deviation: 'Every API answer carries X-RateLimit-Limit and X-RateLimit-Remaining headers.',
  section: '8',
  breaks: { '8-no-rate-limit-headers': ['none-on-success', 'none-on-refusal', 'none-on-platform-429'] },
  caughtBy: { files: ['suites/send/upstream-outcomes.check.ts'], checks: ['no-rate-limit-headers-on-success'] },
  wire: (answer) => ({ ...answer, headers: { ...answer.headers, 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '599' } }),
};
