// The whole local stack as an image, as a team writing its tests in another language uses it: built
// FROM scratch with the local Docker engine (one layer, nothing pulled), started through
// testcontainers on the host network with its ports from the environment, waited for on its ready
// line (never on HTTP), and driven over HTTP with what that line says: a send through the gateway
// reaches the platform mock's journal. Needs a Docker engine, like image-mode.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, removeImage } from './build-image.ts';
import { stackReadyPrefix } from './stack-ready-line.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tag = `gateway-harness-test-${process.pid}-${Date.now().toString(36)}:stack`;
const controlToken = `stack-image-test-${process.pid}`;

interface Ready {
  api_url: string;
  control_url: string;
  platform_control_url: string;
  numbers: { phone_number_id: string; token: string; shared_token: boolean; can_send: boolean }[];
  customers: string[];
}

let container: StartedTestContainer | undefined;
let ready: Ready | undefined;
let engineAnswered = false;
// A failed build or start is reported by every test (a throwing beforeAll would mark them skipped).
let setupFailure: Error | undefined;

function requireStack(): Ready {
  if (setupFailure) throw setupFailure;
  if (!ready) throw new Error('the stack printed no ready line');
  return ready;
}

async function startStackImage(): Promise<void> {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (info.status !== 0) throw new Error(`this test needs a Docker engine: \`docker info\` must answer (.ci/run starts one); docker said: ${(info.stderr || info.error?.message || '').trim().split('\n').at(-1) ?? ''}`);
  engineAnswered = true;
  await buildImage({ root, tag, version: 'test', kind: 'stack' });
  // Its clean-up container would be pulled; this test removes its own.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
  const { GenericContainer, Wait } = await import('testcontainers');
  let output = '';
  let sawLine: (line: string) => void = () => undefined;
  const line = new Promise<string>((resolve) => (sawLine = resolve));
  container = await new GenericContainer(tag)
    .withNetworkMode('host')
    // Free ports picked inside the container: the ready line says which.
    .withEnvironment({ PORT: '0', UPSTREAM_PORT: '0', HARNESS_CONTROL_TOKEN: controlToken })
    .withLogConsumer((stream) =>
      stream.on('data', (chunk: Buffer | string) => {
        output += chunk.toString();
        const found = output.split('\n').find((l) => l.startsWith(stackReadyPrefix));
        if (found !== undefined) sawLine(found);
      }),
    )
    .withWaitStrategy(Wait.forLogMessage(/^gateway-harness stack ready /))
    .withStartupTimeout(120_000)
    .start();
  ready = JSON.parse((await line).slice(stackReadyPrefix.length)) as Ready;
}

beforeAll(async () => {
  await startStackImage().catch((error: unknown) => {
    setupFailure = error as Error;
  });
}, 300_000);

afterAll(async () => {
  await container?.stop({ timeout: 5_000, remove: true }).catch(() => undefined);
  if (engineAnswered) await removeImage(tag).catch(() => undefined);
}, 60_000);

describe('the stack image', () => {
  it('is one layer FROM scratch: nothing pulled', () => {
    requireStack();
    expect(execFileSync('docker', ['image', 'inspect', '--format', '{{len .RootFS.Layers}}', tag], { encoding: 'utf8' }).trim()).toBe('1');
  });

  it('says in its ready line where everything is and the world\'s tokens, and answers a send', async () => {
    const stack = requireStack();
    const number = stack.numbers.find((n) => n.can_send && !n.shared_token);
    const customer = stack.customers[0];
    expect(number, 'a number that can send on a token of its own').toBeDefined();
    const sent = await fetch(`${stack.api_url}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${number?.token ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: customer, text: 'Your order is ready' }),
    });
    expect(sent.status).toBe(200);
    const journal = (await (await fetch(`${stack.platform_control_url}/journal?kind=request`)).json()) as { entries: { path: string; body: { to?: string } }[] };
    expect(journal.entries.filter((e) => e.path.endsWith(`/${number?.phone_number_id ?? ''}/messages`)).map((e) => e.body.to)).toEqual([customer]);
    // The control plane takes the token the environment gave: time moves for tests that need it.
    const moved = await fetch(`${stack.control_url}/clock/advance`, { method: 'POST', headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ duration: 'PT1H' }) });
    expect(moved.status).toBe(200);
  });
});
