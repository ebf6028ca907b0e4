// Sections 3.3 and 7 with the platform failing under concurrent load (decisions A7, A57, A65): each
// keyed send, in batches sent at once while the platform answers late, throttles (130429), refuses
// (131026), fails bare (503), resets the connection or sends a broken body, gets the answer section
// 7 gives to what the platform did, promptly, and reaches the platform once; afterwards a success
// replays without a send and a failure's key is free for a fresh attempt that goes through.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import type { FaultRule } from '../support/run/upstream-faults.ts';
import type { JournalEntry } from '../support/run/upstream-view.ts';
import { numberRateLimit } from '../support/spec/platform-outcomes.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const requests = 40;
const batch = 10;
// The platform answers within 250 ms here, so a gateway that answers late is waiting on
// something of its own (retrying the platform, a timeout of its own after a reset). The bound is
// the transport's own limit, not a tuned figure: at 5 s, correct builds failed on a busy machine.
const promptMs = 10_000;

function faults(phoneNumberId: string): FaultRule[] {
  const match = { route: 'send' as const, phoneNumberId };
  return [
    { match, probability: 0.5, action: { kind: 'latency', minMs: 20, maxMs: 250 } },
    { match, probability: 0.12, action: { kind: 'platform-error', code: numberRateLimit } },
    { match, probability: 0.12, action: { kind: 'platform-error', code: 131026 } },
    { match, probability: 0.1, action: { kind: 'http-status', status: 503 } },
    { match, probability: 0.1, action: { kind: 'reset' } },
    { match, probability: 0.1, action: { kind: 'malformed-body' } },
  ];
}

/** What section 7 (with A57) lets a gateway answer for what the platform answered. */
function allowedAnswers(platform: JournalEntry['response']): [number, string | undefined][] {
  const status = platform?.status ?? 0;
  const code = (platform?.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (status === 200 && typeof platform?.body === 'object') return [[200, undefined]];
  if (code === numberRateLimit) return [[429, 'rate_limited']];
  if (typeof code === 'number' && status >= 400 && status < 500) return [[502, 'send_failed']];
  return [
    [502, 'send_failed'],
    [500, 'internal_error'],
  ];
}

check({ id: 'platform-faults-under-load', section: '7', title: 'under concurrent keyed sends, each platform delay, throttle, refusal, outage, reset or broken body gets its section 7 answer promptly, with one platform send per request; then successes replay and failed keys send afresh', decisions: ['A7', 'A57', 'A65'], asserts: { '3.3-failure-releases-key': ['retry-after-502'], '3.3-replay': ['replay-same-answer', 'replayed-header'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  for (const rule of faults(cast.main.id)) await upstream.addFault(rule);
  // Texts to the customer inside the window, each its own words: failures and keys are about
  // sends in general, and a text is the send a build has first.
  const to = cast.customers.inWindow;
  const sends = Array.from({ length: requests }, (_, i) => ({ key: `load-${i}`, text: `Load test message ${i}.` }));
  const answers = new Map<string, CheckedResponse<unknown>>();
  const mark = upstream.mark();
  for (let at = 0; at < requests; at += batch) {
    // One platform interval per message of the batch: the customer's pair limit stays clear.
    upstream.pace(6 * batch);
    await Promise.all(
      sends.slice(at, at + batch).map(async ({ key, text }) => {
        const began = performance.now();
        const answer = await api.sendMessage({ token: cast.main.token, body: textTo(to, text), idempotencyKey: key });
        expect(performance.now() - began, `${key}: answered within ${promptMs} ms`).toBeLessThan(promptMs);
        answers.set(key, answer);
      }),
    );
  }
  const platform = upstream.sendsSince(mark);
  const failed: string[] = [];
  for (const { key, text } of sends) {
    const reached = platform.filter((entry) => JSON.stringify(entry.body).includes(`"${text}"`));
    expect(reached, `${key}: platform sends`).toHaveLength(1);
    const answer = answers.get(key)!;
    expect(allowedAnswers(reached[0]?.response), `${key}: the platform answered ${JSON.stringify(reached[0]?.response).slice(0, 160)}`).toContainEqual([answer.status, codeOf(answer)]);
    if (answer.status !== 200) failed.push(key);
  }
  expect(failed.length, 'the faults hit some requests').toBeGreaterThan(0);
  expect(failed.length, 'and spared some').toBeLessThan(requests);

  await upstream.clearFaults();
  const retryMark = upstream.mark();
  for (const { key, text } of sends) {
    upstream.pace(6);
    const again = await api.sendMessage({ token: cast.main.token, body: textTo(to, text), idempotencyKey: key });
    expect(again.status, `${key}: the same request again`).toBe(200);
    const first = answers.get(key)!;
    if (first.status === 200) {
      expect([again.headers['idempotency-replayed'], (again.json as MessageRecord).id], `${key}: replayed`).toEqual(['true', (first.json as MessageRecord).id]);
    } else expect(again.headers['idempotency-replayed'], `${key}: a fresh attempt after a failure`).not.toBe('true');
  }
  expect(upstream.sendsSince(retryMark), 'sends of the retries: one per failed key').toHaveLength(failed.length);
});
