/**
 * The servers under test, each in its own process on its own loopback port, all answering the
 * workload's send. The two Node servers (the upstream mock and a bare `node:http` baseline) run
 * `server-process.ts`, started the same way; Prism and WireMock are in `spawned-servers.ts`.
 */
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild, waitForOutput } from './processes.ts';
import type { Workload } from './workload.ts';

export type ServerName = 'bare' | 'mock' | 'prism' | 'wiremock';

export interface ServerUnderTest<Name extends string = ServerName> {
  name: Name;
  /** One line on what it is and how it was started. */
  description: string;
  /** `scheme://host:port`, no trailing slash. */
  url: string;
  /** The process serving it, whose memory and CPU time the report reads. */
  pid: number | undefined;
  /** Milliseconds from asking it to start until it answered. */
  startMs: number;
  close(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverScript = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const startTimeoutMs = 60_000;

/** The kinds `server-process.ts` starts. */
export type NodeServerKind = 'bare' | 'mock' | 'relay' | 'reference' | 'receiver';

/** Starts one `server-process.ts` child; `name` is what the report calls it, `env` its settings. */
export async function startNodeServer<Name extends string>(name: Name, kind: NodeServerKind, description: string, env: Record<string, string>): Promise<ServerUnderTest<Name>> {
  const began = performance.now();
  const child = spawnTracked(process.execPath, ['--import', 'tsx', serverScript, kind], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
  });
  let url = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    url ||= /listening (\S+)/.exec(chunk.toString('utf8'))?.[1] ?? '';
  });
  try {
    await waitForOutput(child, /listening \S+/, startTimeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { name, description, url, pid: child.pid, startMs: performance.now() - began, close: () => stopChild(child) };
}

/**
 * The upstream mock with the bench world: journal on at its default capacity, every check on,
 * no webhook URL (so no webhooks), and the default clock that follows real time.
 */
export function startMock(workload: Workload): Promise<ServerUnderTest> {
  return startNodeServer('mock', 'mock', 'upstream mock in its own node process, default world (throughput raised, pair burst lifted), journal at its default capacity, no webhook URL', { BENCH_SUCCESS_BODY: workload.successBody });
}

/** The physical baseline: `node:http` in its own process, reads the body, answers the mock's success JSON with the mock's headers. */
export function startBare(workload: Workload): Promise<ServerUnderTest> {
  return startNodeServer('bare', 'bare', "node:http in its own node process, reads the body, answers the mock's success JSON with the same headers (the physical baseline)", { BENCH_SUCCESS_BODY: workload.successBody });
}
