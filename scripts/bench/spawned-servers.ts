/**
 * The off-the-shelf mock servers the upstream mock is compared with, each in its own process on
 * loopback: Stoplight Prism serving the upstream contract, and WireMock with one stub that
 * answers the send path with the mock's success JSON.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../check/targets/free-port.ts';
import { projectRoot, spawnTracked, stopChild, waitForOutput, waitUntil } from './processes.ts';
import type { ServerUnderTest } from './servers.ts';
import type { Workload } from './workload.ts';

const startTimeoutMs = 90_000;

const upstreamContract = 'contracts/upstream.openapi.json';

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/** `prism mock` on the upstream contract, at its default settings, ready once it logs that it listens. */
export async function startPrism(): Promise<ServerUnderTest> {
  const began = performance.now();
  const port = await freePort();
  const child = spawnTracked(join(projectRoot, 'node_modules', '.bin', 'prism'), ['mock', upstreamContract, '--host', '127.0.0.1', '--port', String(port)]);
  try {
    await waitForOutput(child, /Prism is listening on/, startTimeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    name: 'prism',
    description: `@stoplight/prism-cli ${packageVersion('@stoplight/prism-cli')}: prism mock ${upstreamContract} (default settings, logs each request at info)`,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startMs: performance.now() - began,
    close: () => stopChild(child),
  };
}

/** The standalone jar the `wiremock` package ships. */
function wiremockJar(): string {
  const buildDir = join(projectRoot, 'node_modules', 'wiremock', 'build');
  const jar = readdirSync(buildDir).find((name) => name.endsWith('.jar'));
  if (jar === undefined) throw new Error('the wiremock package holds no jar');
  return join(buildDir, jar);
}

/** Flags WireMock documents for load: no journal, no per-request logging, no templating or gzip. */
const wiremockFlags = [
  '--no-request-journal',
  '--disable-request-logging',
  '--async-response-enabled',
  'true',
  '--disable-banner',
  '--disable-gzip',
  '--disable-response-templating',
  '--disable-extensions-scanning',
  '--use-chunked-encoding',
  'never',
];

/** WireMock on the machine's Java with one stub mapping, loaded from a temporary root dir. */
export async function startWireMock(workload: Workload): Promise<ServerUnderTest> {
  const began = performance.now();
  const port = await freePort();
  const rootDir = mkdtempSync(join(tmpdir(), 'bench-wiremock-'));
  const removeRoot = (): void => rmSync(rootDir, { recursive: true, force: true });
  mkdirSync(join(rootDir, 'mappings'));
  mkdirSync(join(rootDir, '__files'));
  const stub = {
    request: { method: workload.method, url: workload.path },
    response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: workload.successBody },
  };
  writeFileSync(join(rootDir, 'mappings', 'send.json'), JSON.stringify(stub));
  const child = spawnTracked('java', ['-jar', wiremockJar(), '--port', String(port), '--bind-address', '127.0.0.1', '--root-dir', rootDir, ...wiremockFlags]);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(child, async () => (await fetch(`${url}/__admin/health`, { signal: AbortSignal.timeout(2_000) })).ok, startTimeoutMs);
  } catch (error) {
    await stopChild(child);
    removeRoot();
    throw error;
  }
  return {
    name: 'wiremock',
    description: `wiremock ${packageVersion('wiremock')} standalone jar on java, one stub; ${wiremockFlags.join(' ')}`,
    url,
    pid: child.pid,
    startMs: performance.now() - began,
    async close() {
      await stopChild(child);
      removeRoot();
    },
  };
}
