/**
 * Section 7: an error answer is `{code, message}` (a validation error adds `detail`), with no
 * numeric platform code, no retry flag, and, for a 502, its reason only as prose. Each build
 * writes some error answers otherwise on the wire.
 */
import { jsonWire } from '../../kit/json-wire.ts';
import type { FaultyBuild } from '../../faulty-build.ts';

const isError = (status: number) => status >= 400;

// An error helper that adds the retry advice of section 7's table to every answer.
export const retryFlagOnErrors: FaultyBuild = {
  name: 'retry-flag-on-errors',
  deviation: 'Every error answer carries a retryable flag beside code and message.',
  section: '7',
  breaks: { '7-no-extra-error-fields': ['no-retry-flag'] },
  wire: jsonWire(
    (exchange) => isError(exchange.status),
    (body) => ({ ...body, retryable: ['rate_limited', 'internal_error', 'send_failed', 'idempotency_in_progress'].includes(String(body.code)) }),
  ),
};

// The platform's own error code passed on for programs to branch on.
export const platformCodeOnRefusals: FaultyBuild = {
  name: 'platform-code-on-refusals',
  deviation: 'A 502 send_failed carries the platform’s numeric error code (platform_code) beside its prose.',
  section: '7',
  breaks: { '7-no-extra-error-fields': ['no-platform-code'], '7-502-reason-is-prose': ['refusal-prose-only'] },
  wire: jsonWire(
    (exchange) => exchange.status === 502,
    (body) => ({ ...body, platform_code: 131026 }),
  ),
};
