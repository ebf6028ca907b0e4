/** Section 1: AI agent configuration is dashboard work and "has no public endpoint". */
import type { FaultyBuild } from '../../faulty-build.ts';

// The dashboard's agent settings route mounted on the public router too, behind the same token.
export const aiAgentSettingsServed: FaultyBuild = {
  name: 'ai-agent-settings-served',
  deviation: 'GET /api/v2/ai-agent answers 200 with the number’s AI agent settings instead of 404.',
  section: '1',
  breaks: { '1-two-operations': ['other-operations-not-served'] },
  caughtBy: { files: ['suites/surface/no-other-endpoints.check.ts'], checks: ['no-other-public-endpoints'] },
  wire: (exchange) => {
    if (exchange.method !== 'GET' || exchange.path !== '/api/v2/ai-agent') return exchange;
    return { status: 200, headers: { ...exchange.headers, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ enabled: true, takeover_minutes: 60 }) };
  },
};
