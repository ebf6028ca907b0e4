// Sections 3.3 and 7 with the platform failing under concurrent load (decisions A7, A57): while the
// platform answers late, not at all, throttles, refuses, fails bare, resets or sends a broken body,
// keyed sends in parallel each get their answer (200, 429 rate_limited, 502 send_failed), those the
// platform never answers included (the reference's platform time limit answers them), each key
// reaches the platform once, and a failed send's key is free at once: the same request again goes
// through. Nothing here is timed: a busy machine makes every answer later, never different.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../../upstream/index.ts';
import { startReference, type RunningReference } from '../index.ts';

const world = bundledWorld('default');
const start = Date.parse(world.clock.start);
const controlToken = 'control-token-for-fault-tests';
const mainToken = 'fixture-token-main-0001';
const main = '100000000000001';
const platformTimeoutMs = 1_000;
let upstream: RunningUpstreamMock;
let reference: RunningReference;

beforeAll(async () => {
  upstream = await startUpstreamMock({ world, clock: virtualClock(start), seed: 5 });
  reference = await startReference({ controlToken, clockStart: start, upstreamTimeoutMs: platformTimeoutMs });
  const loaded = await fetch(`${reference.controlUrl ?? ''}/world`, { method: 'PUT', headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' }, body: JSON.stringify(targetWorld(world, { upstreamBaseUrl: upstream.baseUrl })) });
  expect(loaded.status).toBe(204);
});
afterAll(async () => {
  await reference.close();
  await upstream.close();
});

const template = (to: string) => ({ to, type: 'template', template_name: 'thank_you', template_language: 'en_US' });

async function send(to: string, key: string): Promise<{ status: number; code: unknown; replayed: boolean }> {
  const response = await fetch(`${reference.url}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${mainToken}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(template(to)) });
  const body = (await response.json()) as { code?: unknown };
  return { status: response.status, code: body.code, replayed: response.headers.get('idempotency-replayed') === 'true' };
}

const platformRequestsTo = (to: string) => upstream.mock.journal.list({ kind: 'request' }).filter((entry) => entry.method === 'POST' && JSON.stringify(entry.body).includes(`"${to}"`));
const platformSendsTo = (to: string) => platformRequestsTo(to).length;

describe('the reference with the platform failing under load', () => {
  it('answers each of 60 parallel keyed sends by what the platform did, those it never answers included, sending each key once', async () => {
    const match = { route: 'send' as const, phoneNumberId: main };
    for (const [probability, action] of [
      [0.4, { kind: 'latency', minMs: 10, maxMs: 150 }],
      [0.1, { kind: 'hang' }],
      [0.1, { kind: 'platform-error', code: 130429 }],
      [0.1, { kind: 'platform-error', code: 131026 }],
      [0.1, { kind: 'http-status', status: 503 }],
      [0.1, { kind: 'reset' }],
      [0.1, { kind: 'malformed-body' }],
    ] as const) {
      await upstream.control.addFault({ match, probability, action });
    }
    const recipients = Array.from({ length: 60 }, (_, i) => `1555700${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(recipients.map((to, i) => send(to, `fault-${i}`)));
    // The platform journals each send as it takes it. On a busy machine the reference's time limit
    // may also give up on a send the platform has not taken yet (that send may still reach it
    // later): such a send was not sent, so it may only have failed, and it counts at most once.
    const unanswered = recipients.flatMap((to, i) => (platformRequestsTo(to).some((entry) => entry.response === undefined) ? [i] : []));
    expect(unanswered.length, 'sends the platform held without an answer').toBeGreaterThan(0);
    // Nothing else ends a send the platform holds: the reference's own time limit answered these.
    for (const i of unanswered) expect([answers[i]!.status, answers[i]!.code], `send ${i}, held by the platform`).toEqual([502, 'send_failed']);
    const reached = recipients.map(platformSendsTo);
    const seen = new Set<string>();
    answers.forEach((answer, i) => {
      const what = `send ${i}: ${answer.status} ${String(answer.code)}`;
      seen.add(`${answer.status}`);
      expect([[200, undefined], [429, 'rate_limited'], [502, 'send_failed']], what).toContainEqual([answer.status, answer.code]);
      expect(reached[i], `${what}: platform sends`).toBeOneOf(answer.status === 502 ? [0, 1] : [1]);
    });
    expect([...seen].sort(), 'every kind of answer came up').toEqual(['200', '429', '502']);

    await upstream.control.clearFaults();
    for (const [i, first] of answers.entries()) {
      const again = await send(recipients[i]!, `fault-${i}`);
      expect([again.status, again.replayed], `send ${i} again after ${first.status}`).toEqual([200, first.status === 200]);
      // A replay reaches the platform no more, a retry once more. A first send that had not
      // reached the platform may still arrive (see above): then either count is right.
      const after = first.status === 200 ? [1] : reached[i] === 1 ? [2] : [1, 2];
      expect(platformSendsTo(recipients[i]!), `send ${i}: platform sends after the ${first.status === 200 ? 'replay' : 'retry'}`).toBeOneOf(after);
    }
  });
});
