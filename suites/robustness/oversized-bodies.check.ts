// Decision A66 (sections 4, 7, 8): a body of 10 MB or more is refused with a 4xx (413 and 422 both
// fine), never a 5xx or a hang; nothing reaches the platform, and the gateway answers afterwards.
// The control plane refuses such a body too, with a 4xx of its own.
import { expect } from 'vitest';
import { exchangeContract } from '../../contracts/exchange/bundled-contracts.ts';
import { check } from '../support/checks/check.ts';
import { CheckedClient } from '../support/http/checked-client.ts';
import { hostileCall } from '../support/robustness/hostile-call.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const megabytes = (n: number) => n * 1024 * 1024;
// Ten seconds is the transport's own limit; a gateway that reads 10 MB from loopback needs far less.
const answerWithinMs = 10_000;

check({ id: 'oversized-send-bodies', section: '8', title: 'sends of 10 and 16 MB (JSON with a huge text, and bytes that are not JSON) get a 4xx within 10 s, send nothing, and the gateway answers afterwards', decisions: ['A66'] }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const to = cast.customers.inWindow;
  const bodies: [string, Buffer][] = [
    ['10 MB of JSON with one huge text', Buffer.from(JSON.stringify({ to, type: 'text', text: 'x'.repeat(megabytes(10)) }))],
    ['16 MB of JSON with one huge text', Buffer.from(JSON.stringify({ to, type: 'text', text: 'y'.repeat(megabytes(16)) }))],
    ['10 MB of bytes that are not JSON', Buffer.alloc(megabytes(10), 0x7b)],
  ];
  for (const [what, body] of bodies) {
    const mark = upstream.mark();
    const began = performance.now();
    const { response } = await hostileCall(api.checked, 'gateway', { method: 'POST', path: '/api/v2/messages', headers: { authorization: `Bearer ${cast.main.token}`, 'content-type': 'application/json' }, body });
    expect(performance.now() - began, `${what}: answered within ${answerWithinMs} ms`).toBeLessThan(answerWithinMs);
    expect(response.status >= 400 && response.status < 500, `${what}: answered ${response.status}`).toBe(true);
    expect(upstream.sendsSince(mark), `${what}: sent upstream`).toHaveLength(0);
  }
  upstream.pace(6);
  const after = await api.sendMessage({ token: cast.main.token, body: textTo(to, 'Still here?') });
  expect(after.status, 'an ordinary send afterwards').toBe(200);
});

check({ id: 'oversized-control-bodies', section: '1', subject: 'control-plane', title: 'a 10 MB world on the control plane gets a 4xx, and the plane provisions afterwards', decisions: ['A63', 'A66', 'A97'] }, async () => {
  const { target } = run();
  const control = new CheckedClient({ transport: target.control, contract: exchangeContract('control') });
  const body = Buffer.from(JSON.stringify({ workspaces: [{ id: 'w'.repeat(megabytes(10)) }] }));
  const { response } = await hostileCall(control, 'control', { method: 'PUT', path: '/world', headers: { authorization: `Bearer ${target.controlToken}`, 'content-type': 'application/json' }, body });
  expect(response.status >= 400 && response.status < 500, `answered ${response.status}`).toBe(true);
  await run().provision();
  expect((await run().control.capabilities()).spec_version).toBe('2');
});
