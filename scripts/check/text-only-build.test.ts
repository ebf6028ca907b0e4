// A gateway in its first week has text sends and authentication, and no templates or listing yet
// (mocks/unfinished/text-only.ts: both answer 500). Each statement about sends in general (platform
// refusals, rate limits, outages, failures inside the service, shared tokens, idempotency, plans,
// windows, deliveries) is reached by a text send, so such a build has each judged, and passes: a
// check that reached it through a template would fail it on "the template send reached the
// platform". The template's own checks beside them fail it, as they must.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReference } from '../../mocks/reference/index.ts';
import { startTextOnly } from '../../mocks/unfinished/index.ts';
import { listChecks } from './list-checks.ts';
import { runSuite } from './run-suite.ts';

// The checks whose statements are about sends in general, by section.
const judgedByText = [
  // 7: what platform outcomes and failures become, every code at its status.
  'platform-rate-limit-is-429',
  'platform-refusal-is-502',
  'platform-outage-is-502-or-500',
  'send-codes-at-table-status',
  'internal-failure-is-500',
  'platform-faults-under-load',
  'hostile-send-bodies',
  // 3.3: the key table, example by example.
  'idempotency-first-request-sent',
  'idempotency-in-flight-is-409',
  'idempotency-replay-same-body',
  'idempotency-key-reused-other-body',
  'idempotency-refusal-releases-key',
  'idempotency-outage-releases-key',
  'idempotency-keys-scoped-per-number',
  'idempotency-retention-24-hours',
  'idempotency-refusals-release-key',
  'idempotency-in-progress-error-object',
  'parallel-identical-keyed-sends',
  // 5: shared tokens, plans, suspension.
  'shared-token-parallel-sends-keep-their-number',
  'three-holders-of-one-token',
  'plan-without-api-send-is-402',
  'suspended-workspace-send-is-403',
  'plan-locks-every-number-of-team',
  // 1, 2 and 3.1: the window, the agent, the record, the recipient.
  'window-decides-free-form',
  'window-edges',
  'free-form-at-contact-limit',
  'takeover-disabled-never-pauses',
  'every-send-type-is-sent',
  'to-reaches-platform-exactly',
  // 6: deliveries counted toward the auto-disable, and retried.
  'success-resets-failure-count',
  'non-2xx-and-cut-connections-are-retried',
  'every-event-survives-subscriber-faults',
  // 8 and 9.
  'modest-burst-no-429',
  'legacy-shape-refused-on-v2',
];

// Their template twins: the build has no templates, so these must fail it.
const judgedByTemplate = ['platform-refusal-on-template-is-502', 'template-send-codes-at-table-status', 'idempotency-template-refusal-releases-key'];

let build: RunningReference;
const controlToken = randomBytes(18).toString('base64url');

beforeAll(async () => {
  build = await startTextOnly({ controlToken, clockStart: Date.now() });
});

afterAll(async () => {
  await build.close();
});

describe('a build with text sends and no templates or listing yet', () => {
  it('has every statement about sends in general judged, and passes each; the template twins fail it', async () => {
    const chosen = [...judgedByText, ...judgedByTemplate];
    const files = [...new Set((await listChecks()).filter((c) => chosen.includes(c.id)).map((c) => c.file))].sort();
    const run = await runSuite({
      files,
      checks: chosen,
      runs: 5,
      profile: 'spec',
      target: { baseUrl: build.url, controlUrl: build.controlUrl ?? '', controlToken },
      quiet: true,
    });
    expect(run.errors).toEqual([]);
    const state = Object.fromEntries(run.outcomes.filter((o) => chosen.includes(o.id)).map((o) => [o.id, o.state]));
    const why = run.outcomes.filter((o) => o.state === 'failed' && judgedByText.includes(o.id)).map((o) => `${o.id}: ${o.failure?.message.split('\n')[0] ?? ''}`);
    expect(why, 'the statements about sends in general').toEqual([]);
    expect(state).toEqual(Object.fromEntries([...judgedByText.map((id) => [id, 'passed']), ...judgedByTemplate.map((id) => [id, 'failed'])]));
  }, 600_000);
});
