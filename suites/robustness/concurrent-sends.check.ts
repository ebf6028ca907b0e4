// Sections 3.3 and 5 under concurrency (decisions A6, A64, A65): many identical keyed sends at once
// reach the platform once and leave one stored answer; sends in parallel on two numbers that share
// a token, each naming its number in X-Phone-Number-Id, each reach the platform as that number.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { answerAfter, onNextSend } from '../support/run/upstream-faults.ts';
import { sentFrom } from '../support/run/upstream-view.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const parallel = 12;

check({ id: 'parallel-identical-keyed-sends', section: '3.3', title: `${parallel} identical keyed sends at once, with and without the platform holding the first: one send upstream, every success the same message, the rest 409, and one stored answer replayed`, decisions: ['A6', 'A65'], asserts: { '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-replay': ['replay-same-answer', 'replayed-header', 'nothing-sent-upstream'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  for (const holdMs of [0, 300]) {
    // A text to the customer inside the window: the key table holds for every kind of send.
    const body = textTo(cast.customers.inWindow, `Your parcel is on its way (held ${holdMs} ms).`);
    const key = `parallel-${holdMs}`;
    if (holdMs > 0) await upstream.addFault(onNextSend(cast.main.id, answerAfter(holdMs)));
    upstream.pace(6);
    const mark = upstream.mark();
    const answers = await Promise.all(Array.from({ length: parallel }, () => api.sendMessage({ token: cast.main.token, body, idempotencyKey: key })));
    const what = `held ${holdMs} ms: ${answers.map((a) => `${a.status} ${codeOf(a) ?? ''}`).join(', ')}`;
    expect(upstream.sendsSince(mark), `${what}: sends upstream`).toHaveLength(1);
    const sent = answers.filter((a) => a.status === 200);
    expect(sent.length, `${what}: at least the first succeeds`).toBeGreaterThan(0);
    for (const other of answers.filter((a) => a.status !== 200)) expect([other.status, codeOf(other)], what).toEqual([409, 'idempotency_in_progress']);
    const ids = new Set(sent.map((a) => (a.json as MessageRecord).id));
    expect(ids.size, `${what}: one message`).toBe(1);
    const replay = await api.sendMessage({ token: cast.main.token, body, idempotencyKey: key });
    expect([replay.status, replay.headers['idempotency-replayed'], (replay.json as MessageRecord).id], 'the stored answer').toEqual([200, 'true', [...ids][0]]);
    expect(upstream.sendsSince(mark), `${what}: sends upstream after the replay`).toHaveLength(1);
  }
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
