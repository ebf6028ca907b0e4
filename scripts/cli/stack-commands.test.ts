// The commands that drive a running stack (trigger, listen) and the ones that start servers (up,
// serve), given a stack of the wrong kind, an address where nothing answers or a wrong combination:
// exit 2 and one line saying why, never a stack trace, and nothing sent before the arguments are
// known to be good.
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { startUpstreamMock } from '../../mocks/upstream/index.ts';
import { startStack, type RunningStack } from '../up/stack.ts';
import { captureCli, runCli, startCli } from './cli-process.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(): Promise<Server> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** An address where nothing listens: a port the system gave out and that was closed again. */
async function deadAddress(): Promise<string> {
  const server = await listening();
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function stack(): Promise<RunningStack> {
  const running = await startStack({ world: bundledWorld('development'), port: 0, upstreamPort: 0 });
  cleanups.push(() => running.close());
  return running;
}

const oneLine = (out: string) => expect(out.split('\n')).toHaveLength(1);

describe('trigger', () => {
  it('against `serve upstream` (no handset there) exits 2 with one line instead of crashing', async () => {
    const upstream = await startUpstreamMock({ world: bundledWorld('default'), port: 0 });
    cleanups.push(() => upstream.close());
    const { code, out } = await captureCli(['trigger', 'message.received', '--upstream', upstream.url]);
    expect(code).toBe(2);
    oneLine(out);
    expect(out).toContain(`${upstream.url} is not the platform mock of a running \`gateway-harness up\``);
    expect(out).not.toMatch(/TypeError|filter/);
  });

  it('message.sent without --gateway, where nothing answers at the gateway address, exits 2 with one line', async () => {
    const running = await stack();
    const dead = await deadAddress();
    vi.stubEnv('GATEWAY_URL', dead);
    const { code, out } = await captureCli(['trigger', 'message.sent', '--token', 'fixture-dev-token-bakery', '--upstream', running.upstream.url]);
    expect(code).toBe(2);
    oneLine(out);
    expect(out).toBe(`gateway-harness trigger: no gateway answers at ${dead}; pass the --gateway that \`up\` printed (connection refused: nothing listens there)`);
  });

  it('with no stack at all exits 2 with one line naming the address', async () => {
    const dead = await deadAddress();
    const { code, out } = await captureCli(['trigger', 'message.received', '--upstream', dead]);
    expect(code).toBe(2);
    oneLine(out);
    expect(out).toContain(`no stack answers at ${dead}`);
  });

  it('judges the event name and the options before reaching the network', async () => {
    const dead = await deadAddress();
    const unknown = await captureCli(['trigger', 'order.paid', '--upstream', dead]);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(/^gateway-harness trigger: order\.paid cannot be triggered/);
    expect(unknown.out).not.toContain('no stack answers');
    const misplaced = await captureCli(['trigger', 'message.received', '--status', 'read', '--upstream', dead]);
    expect(misplaced.out).toMatch(/^gateway-harness trigger: --status goes with message\.status, not message\.received\n/);
    expect((await captureCli(['trigger', 'message.received', '--upstream', 'localhost:4010'])).out).toMatch(/^gateway-harness trigger: --upstream must be an http\(s\) URL/);
  });
});

describe('listen', () => {
  it('exits 2 with one line where nothing answers, and where the address is not a stack\'s gateway', async () => {
    const dead = await deadAddress();
    const nothing = await captureCli(['listen', '--forward-to', 'http://127.0.0.1:3000/hooks', '--token', 't', '--gateway', dead]);
    expect(nothing.code).toBe(2);
    oneLine(nothing.out);
    expect(nothing.out).toContain(`no stack answers at ${dead}`);
    const upstream = await startUpstreamMock({ world: bundledWorld('default'), port: 0 });
    cleanups.push(() => upstream.close());
    const wrong = await captureCli(['listen', '--forward-to', 'http://127.0.0.1:3000/hooks', '--token', 't', '--gateway', upstream.url]);
    expect(wrong.code).toBe(2);
    oneLine(wrong.out);
    expect(wrong.out).toContain('has no development dashboard');
    expect((await captureCli(['listen', '--forward-to', 'localhost:3000', '--token', 't', '--gateway', dead])).out).toMatch(/^gateway-harness listen: --forward-to must be an http\(s\) URL/);
  });

  it('says so when the stack stops, and on Ctrl-C does not claim to have removed the subscription', async () => {
    const running = await startStack({ world: bundledWorld('development'), port: 0, upstreamPort: 0 });
    const listen = await startCli(['listen', '--forward-to', 'http://127.0.0.1:3000/hooks', '--gateway', running.gatewayUrl, '--token', 'fixture-dev-token-bakery'], [/subscription (dev_\w+)/, /(deliveries \(time)/]);
    cleanups.push(() => listen.stop('SIGINT'));
    await running.close();
    await expect.poll(() => listen.output(), { timeout: 45_000 }).toContain(`the stack at ${running.gatewayUrl} stopped answering`);
    expect(await listen.stop('SIGINT')).toBe(0);
    expect(listen.output()).toContain(`subscription ${listen.found[0] ?? ''} not removed: the stack at ${running.gatewayUrl} does not answer`);
    expect(listen.output()).not.toMatch(/subscription dev_\w+ removed/);
  });

  it('ends, saying why, when the stack no longer has the subscription (a restart without --state)', async () => {
    const running = await stack();
    const listen = await startCli(['listen', '--forward-to', 'http://127.0.0.1:3000/hooks', '--gateway', running.gatewayUrl, '--token', 'fixture-dev-token-bakery'], [/subscription (dev_\w+)/, /(deliveries \(time)/]);
    cleanups.push(() => listen.stop('SIGINT'));
    const id = listen.found[0] ?? '';
    expect(running.reference.gateway.state.subscriptions.delete(id)).toBe(true);
    const [code] = (await once(listen.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(listen.output()).toContain(`subscription ${id} no longer exists: the stack at ${running.gatewayUrl} was restarted without --state`);
    expect(listen.output()).not.toMatch(/subscription dev_\w+ removed/);
  });
});

describe('up and serve', () => {
  it('refuse a wrong combination before starting anything', async () => {
    expect(await captureCli(['up', '--port', '4100', '--upstream-port', '4100'])).toMatchObject({ code: 2, out: expect.stringMatching(/^gateway-harness up: --port and --upstream-port are both 4100/) });
    expect(await captureCli(['up', '--forward-to', 'localhost:3000'])).toMatchObject({ code: 2, out: expect.stringMatching(/^gateway-harness up: --forward-to must be an http\(s\) URL/) });
    expect(await captureCli(['serve', 'upstream', '--upstream', 'http://127.0.0.1:1'])).toMatchObject({ code: 2, out: expect.stringMatching(/^gateway-harness serve: --upstream applies to serve reference only/) });
  });

  it('serve on a port that is taken exits 2 with one line', async () => {
    const taken = await listening();
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const { port } = taken.address() as { port: number };
    const { code, out } = await captureCli(['serve', 'upstream', '--port', String(port)]);
    expect(code).toBe(2);
    oneLine(out);
    expect(out).toMatch(/^gateway-harness serve: the port is taken \(0 picks a free one\): .*EADDRINUSE/);
  });

  it('up on a taken gateway port exits 2 with one line, and ends instead of leaving its platform mock serving', async () => {
    const taken = await listening();
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const { port } = taken.address() as { port: number };
    const { code, err } = await runCli(['up', '--port', String(port), '--upstream-port', '0']);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^gateway-harness up: a port is taken .*EADDRINUSE/)]);
  }, 60_000);

  it('mock on a port that is taken exits 2 with one line', async () => {
    const taken = await listening();
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const { port } = taken.address() as { port: number };
    const { code, out } = await captureCli(['mock', 'gateway', '--static', '--port', String(port)]);
    expect(code).toBe(2);
    oneLine(out);
    expect(out).toMatch(/^gateway-harness mock: the port is taken \(0 picks a free one\): .*EADDRINUSE/);
  }, 60_000);
});
