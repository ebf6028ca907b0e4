// Decision A74 (sections 1 and 6): the platform signs its webhooks with X-Hub-Signature-256, and a
// gateway must act only on what the platform really sent. A customer message posted to the
// target's upstream_webhook_url without a signature, with a wrong one, signed with another secret,
// or changed after signing opens no 24-hour window; the genuine webhook, replayed unchanged, does.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { startReceiver, type ReceivedDelivery } from '../support/receiver/receiver.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface Forgery {
  what: string;
  headers: Record<string, string>;
  body: Buffer;
}

function forgeries(genuine: ReceivedDelivery, appSecret: string): Forgery[] {
  const { 'x-hub-signature-256': signature = '', ...unsigned } = genuine.headers;
  const base = { 'content-type': genuine.headers['content-type'] ?? 'application/json' };
  const sign = (body: Buffer, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const changed = Buffer.from(genuine.body.toString('utf8').replace(/"timestamp":"(\d+)"/, (_all, t: string) => `"timestamp":"${Number(t) + 1}"`));
  expect(changed.equals(genuine.body), 'the webhook carries a timestamp to change').toBe(false);
  expect(Object.keys(unsigned).length, 'the captured webhook has headers').toBeGreaterThan(0);
  return [
    { what: 'no signature', headers: base, body: genuine.body },
    { what: 'a signature of zeros', headers: { ...base, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` }, body: genuine.body },
    { what: 'signed with another secret', headers: { ...base, 'x-hub-signature-256': sign(genuine.body, `${appSecret}-other`) }, body: genuine.body },
    { what: 'the body changed after signing', headers: { ...base, 'x-hub-signature-256': signature }, body: changed },
    { what: 'the signature without its sha256= prefix', headers: { ...base, 'x-hub-signature-256': signature.replace(/^sha256=/, '') }, body: genuine.body },
    { what: 'a truncated signature', headers: { ...base, 'x-hub-signature-256': signature.slice(0, -2) }, body: genuine.body },
    { what: 'an sha1= signature', headers: { ...base, 'x-hub-signature-256': `sha1=${createHmac('sha1', appSecret).update(genuine.body).digest('hex')}` }, body: genuine.body },
  ];
}

async function post(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(body), signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}

check({ id: 'forged-platform-webhooks-change-nothing', section: '1', title: 'a customer message posted without, with a wrong, or over changed bytes with X-Hub-Signature-256 opens no window; the genuine one does', decisions: ['A63', 'A74'] }, async () => {
  const { api, capabilities, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const customer = cast.customers.neverWrote;
  // The suite's receiver stands in for the gateway's webhook endpoint for a moment: what the
  // platform mock posts is replayed to the target, unchanged or tampered with, instead of the
  // platform's format being written by hand.
  const capture = await startReceiver();
  try {
    await upstream.redirectWebhooks(capture.url);
    await upstream.customerWrites(cast.main.id, customer, 'Hello from a customer');
    const [genuine] = capture.received();
    expect(genuine, 'the platform mock posted the customer message').toBeDefined();
    for (const forgery of forgeries(genuine!, world.upstream.app_secret)) {
      const status = await post(capabilities.upstream_webhook_url, forgery.headers, forgery.body);
      expect(status, `${forgery.what}: the endpoint answered`).toBeLessThan(500);
      upstream.pace(6);
      const mark = upstream.mark();
      const send = await api.sendMessage({ token: cast.main.token, body: textTo(customer, 'Did the window open?') });
      expectError(send, 409, 'outside_messaging_window');
      expect(upstream.sendsSince(mark), `${forgery.what}: sent upstream`).toHaveLength(0);
    }
    // The control: the same webhook as the platform signed it is taken, so the endpoint was the right one.
    const { 'content-length': _length, host: _host, ...headers } = genuine!.headers;
    expect(await post(capabilities.upstream_webhook_url, headers, genuine!.body), 'the genuine webhook').toBeLessThan(300);
    upstream.pace(6);
    expectSent(await api.sendMessage({ token: cast.main.token, body: textTo(customer, 'Now the window is open.') }));
  } finally {
    await capture.close();
  }
});
