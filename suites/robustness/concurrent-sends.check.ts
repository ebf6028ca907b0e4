// Sections 3.3 and 5 under concurrency (decisions A6, A64, A65, A81): many identical keyed sends at once
// reach the platform once and leave one stored answer; sends in parallel on two numbers that share
// a token, each naming its number in X-Phone-Number-Id, each reach the platform as that number.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { warningAnnotation } from '../support/checks/warnings.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { inFlightUnobservable, whileInFlight } from '../support/run/in-flight.ts';
import { textTo } from '../support/run/send-examples.ts';
import { sentFrom } from '../support/run/upstream-view.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const parallel = 12;

/** One stored answer under `key`: the same message replayed, and no further send. */
async function expectStored(body: Record<string, unknown>, key: string, id: string | undefined, mark: number, what: string): Promise<void> {
  const { api, upstream, world } = run();
  const replay = await api.sendMessage({ token: castOf(world).main.token, body, idempotencyKey: key });
  expect([replay.status, replay.headers['idempotency-replayed'], (replay.json as MessageRecord).id], `${what}: the stored answer`).toEqual([200, 'true', id]);
  expect(upstream.sendsSince(mark), `${what}: sends upstream after the replay`).toHaveLength(1);
}

// All at once, the gateway's own order decides which is first; then with the platform holding the
// first request's send until the others are answered (A81), so every other is certainly in flight
// beside it. A build that answers them only after the first (one request at a time) shows no
// in-flight state: its answers are then replays of the first.
check({ id: 'parallel-identical-keyed-sends', section: '3.3', title: `${parallel} identical keyed sends at once, and ${parallel - 1} more while the platform holds the first: one send upstream, every success the same message, the rest 409, and one stored answer replayed`, decisions: ['A6', 'A65', 'A81'], asserts: { '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-replay': ['replay-same-answer', 'replayed-header', 'nothing-sent-upstream'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  // Texts to the customer inside the window: the key table holds for every kind of send.
  const send = (body: Record<string, unknown>, key: string) => api.sendMessage({ token: cast.main.token, body, idempotencyKey: key });

  const together = textTo(cast.customers.inWindow, 'Your parcel is on its way.');
  upstream.pace(6);
  let mark = upstream.mark();
  const answers = await Promise.all(Array.from({ length: parallel }, () => send(together, 'parallel-together')));
  let what = `at once: ${answers.map((a) => `${a.status} ${codeOf(a) ?? ''}`).join(', ')}`;
  expect(upstream.sendsSince(mark), `${what}: sends upstream`).toHaveLength(1);
  const sent = answers.filter((a) => a.status === 200);
  expect(sent.length, `${what}: at least the first succeeds`).toBeGreaterThan(0);
  for (const other of answers.filter((a) => a.status !== 200)) expect([other.status, codeOf(other)], what).toEqual([409, 'idempotency_in_progress']);
  const ids = new Set(sent.map((a) => (a.json as MessageRecord).id));
  expect(ids.size, `${what}: one message`).toBe(1);
  await expectStored(together, 'parallel-together', [...ids][0], mark, what);

  const held = textTo(cast.customers.inWindow, 'Your parcel is at the counter.');
  upstream.pace(6);
  mark = upstream.mark();
  const { first, during, observed } = await whileInFlight(upstream, cast.main.id, () => send(held, 'parallel-held'), () => Array.from({ length: parallel - 1 }, () => send(held, 'parallel-held')));
  what = `while the first was held: ${during.map((a) => `${a.status} ${codeOf(a) ?? ''}`).join(', ')}`;
  expect(first.status, `${what}: the first`).toBe(200);
  expect(upstream.sendsSince(mark), `${what}: sends upstream`).toHaveLength(1);
  const id = (first.json as MessageRecord).id;
  if (!observed) await context.annotate(inFlightUnobservable, warningAnnotation);
  for (const other of during) {
    if (observed || other.status !== 200) expect([other.status, codeOf(other)], what).toEqual([409, 'idempotency_in_progress']);
    else expect([other.headers['idempotency-replayed'], (other.json as MessageRecord).id], `${what}: answered after the first, a replay`).toEqual(['true', id]);
  }
  await expectStored(held, 'parallel-held', id, mark, what);
});

check({ id: 'shared-token-parallel-sends-keep-their-number', section: '5', title: 'sends in parallel with one shared token, half naming each number, each reach the platform as the number they named', decisions: ['A64'], asserts: { '5.2-shared-named-holder': ['named-holder-acts'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const [first, second] = cast.shared;
  // Texts to the customer who wrote to both numbers (ten for each pair, well inside the
  // platform's burst for one pair), each carrying its own marker.
  const requests = Array.from({ length: 20 }, (_, i) => {
    const number = i % 2 === 0 ? first : second;
    const marker = `parcel-${i}-${number.id}`;
    return { number, marker, body: textTo(cast.customers.inWindow, marker) };
  });
  const mark = upstream.mark();
  const answers = await Promise.all(requests.map((r) => api.sendMessage({ token: first.token, phoneNumberId: r.number.id, body: r.body })));
  expect(answers.map((a) => a.status), 'every send accepted').toEqual(requests.map(() => 200));
  const sends = upstream.sendsSince(mark);
  expect(sends, 'one platform send per request').toHaveLength(requests.length);
  for (const { number, marker } of requests) {
    const carrying = sends.filter((s) => JSON.stringify(s.body).includes(`"${marker}"`));
    expect(carrying.map(sentFrom), `the send carrying ${marker}`).toEqual([number.id]);
  }
});
