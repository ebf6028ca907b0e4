// The commands around the stack, as a developer runs them: `up` prints what it promises and stops
// cleanly on Ctrl-C; `listen` registers a subscription on a running stack, shows each delivery
// and removes it on Ctrl-C; `trigger` makes a real event flow through the gateway.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { startStack, type RunningStack } from './stack.ts';
import { startTestSubscriber, type TestSubscriber } from './test-subscriber.ts';

const bin = new URL('../bin/gateway-harness.js', import.meta.url).pathname;

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
}

function startCli(args: string[], ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, [bin, ...args]);
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (ready.test(out)) resolve({ child, output: () => out });
    });
    child.stderr.on('data', (chunk: string) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`exited early with ${String(code)}: ${out}`)));
  });
}

async function interrupt(started: Started): Promise<number | null> {
  started.child.kill('SIGINT');
  const [code] = (await once(started.child, 'exit')) as [number | null];
  return code;
}

async function run(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out };
}

let stack: RunningStack | undefined;
let subscriber: TestSubscriber | undefined;
afterEach(async () => {
  await stack?.close();
  await subscriber?.close();
  stack = undefined;
  subscriber = undefined;
});

describe('gateway-harness up', () => {
  it('prints the gateway, docs and handset addresses, both tokens and a first send that works, then stops on Ctrl-C', async () => {
    const started = await startCli(['up', '--port', '0', '--upstream-port', '0'], /Ctrl-C stops everything/);
    const out = started.output();
    const gateway = /Gateway API +(\S+)/.exec(out)?.[1];
    expect(gateway).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v2$/);
    expect(out).toMatch(/Docs +http:\/\/127\.0\.0\.1:\d+\/api\/v2\/docs/);
    const handset = /Handset +(\S+)/.exec(out)?.[1];
    expect((await fetch(handset!)).status).toBe(200);
    expect(out).toContain('one number   fixture-dev-token-bakery');
    expect(out).toContain('shared pair  fixture-dev-token-outlets');
    expect(out).toMatch(/Ready in \d+\.\d\d s/);
    // The printed curl command, read back into the request it makes (curl itself may not be installed).
    const curl = /(curl -sS [\s\S]+?)\n\n/.exec(out)?.[1] ?? '';
    const quoted = [...curl.matchAll(/'((?:[^']|'\\'')*)'/g)].map((m) => (m[1] ?? '').replace(/'\\''/g, "'"));
    const [url, ...rest] = quoted;
    const body = rest.pop();
    const headers = Object.fromEntries(rest.map((h) => h.split(/:\s*/, 2) as [string, string]));
    expect(headers).toMatchObject({ Authorization: 'Bearer fixture-dev-token-bakery', 'Content-Type': 'application/json' });
    const sent = await fetch(url!, { method: 'POST', headers, body: body! });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'SENT', message_type: 'template', template_name: 'order_ready' });
    expect(await interrupt(started)).toBe(0);
    expect(started.output()).toContain('stopped: gateway, platform mock and handset');
  }, 90_000);

  it('prints a block to paste with its real addresses: two sends under keys of their own, listen, trigger and the variables', async () => {
    const started = await startCli(['up', '--port', '0', '--upstream-port', '0'], /Ctrl-C stops everything/);
    const out = started.output();
    const gateway = /Gateway API +(\S+)\/api\/v2/.exec(out)?.[1] ?? '';
    const upstream = /Handset +(\S+)\/__handset/.exec(out)?.[1] ?? '';
    expect(out).toContain(`export GATEWAY_URL=${gateway} UPSTREAM_URL=${upstream} GATEWAY_TOKEN=fixture-dev-token-bakery`);
    const curls = [...out.matchAll(/(curl -sS [\s\S]+?)\n\n/g)].map((m) => m[1] ?? '');
    expect(curls).toHaveLength(2);
    const keys = new Set<string>();
    // Pasted one after the other, as printed: the second must not reuse the first one's key.
    for (const curl of curls) {
      const quoted = [...curl.matchAll(/'((?:[^']|'\\'')*)'/g)].map((m) => (m[1] ?? '').replace(/'\\''/g, "'"));
      const [url, ...rest] = quoted;
      const body = rest.pop();
      const headers = Object.fromEntries(rest.map((h) => h.split(/:\s*/, 2) as [string, string]));
      keys.add(headers['Idempotency-Key'] ?? '');
      const sent = await fetch(url!, { method: 'POST', headers, body: body! });
      expect(sent.status, await sent.clone().text()).toBe(200);
    }
    expect(keys.size).toBe(2);
    expect(out).toContain(`npx gateway-harness listen --forward-to http://127.0.0.1:3000/hooks --gateway ${gateway} --token fixture-dev-token-bakery`);
    expect(out).toContain(`npx gateway-harness trigger message.received --tap --upstream ${upstream}`);
    expect(out).toContain(`npx gateway-harness trigger message.sent --text 'Still open?' --upstream ${upstream} --gateway ${gateway} --token fixture-dev-token-bakery`);
    const tapped = await run(['trigger', 'message.received', '--tap', '--upstream', upstream]);
    expect(tapped.out).toContain('tapped button "Yes" (id pickup_yes)');
    expect(await interrupt(started)).toBe(0);
    expect(started.output()).toContain('stopped: gateway, platform mock and handset');
  }, 90_000);
});

describe('gateway-harness listen and trigger', () => {
  it('forwards a triggered tap to the developer\'s endpoint and shows the delivery with its status code', async () => {
    subscriber = await startTestSubscriber();
    stack = await startStack({ world: bundledWorld('development'), port: 0, upstreamPort: 0 });
    const listening = await startCli(['listen', '--forward-to', subscriber.url, '--gateway', stack.gatewayUrl, '--token', 'fixture-dev-token-bakery'], /deliveries \(time/);
    subscriber.secret = /signing secret: (\S+)/.exec(listening.output())?.[1];
    expect(subscriber.secret).toMatch(/^dev-signing-secret-/);

    const sent = await fetch(`${stack.gatewayUrl}/api/v2/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer fixture-dev-token-bakery', 'content-type': 'application/json' },
      body: JSON.stringify({ to: '12025550131', type: 'interactive', interactive: { type: 'buttons', body: 'Coffee with that?', buttons: [{ id: 'coffee_yes', title: 'Yes please' }] } }),
    });
    expect(sent.status).toBe(200);
    const triggered = await run(['trigger', 'message.received', '--tap', '--upstream', stack.upstream.url]);
    expect(triggered).toMatchObject({ code: 0 });
    expect(triggered.out).toContain('tapped button "Yes please" (id coffee_yes)');

    const received = await subscriber.waitFor((d) => d.event === 'message.received');
    expect(received.signed).toBe(true);
    expect(JSON.parse(received.body)).toMatchObject({ data: { option_id: 'coffee_yes' } });
    await expect.poll(() => listening.output(), { timeout: 45_000 }).toMatch(new RegExp(`message\\.received +${received.deliveryId} +-> 200`));
    expect(await interrupt(listening)).toBe(0);
    expect(stack.reference.gateway.state.subscriptions.size).toBe(0);
  }, 90_000);
});
