/**
 * The servers under test, each in its own process on its own loopback port, all answering the
 * workload's send. The two Node servers (the upstream mock and a bare `node:http` baseline) run
 * `server-process.ts`, started the same way; Prism and WireMock are in `spawned-servers.ts`.
 * Every section starts its servers through here, and stops with StartFailure when one does not
 * start or answer.
 */
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild, waitForOutput } from './processes.ts';
import type { Workload } from './workload.ts';

/** The servers of the upstream section; `bare` is the yardstick every ratio there is taken against. */
export const serverNames = ['bare', 'mock', 'prism', 'wiremock'] as const;
export type ServerName = (typeof serverNames)[number];

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

/** A server did not start or does not answer: the bench cannot compare anything. */
export class StartFailure extends Error {}

/** Starts every named server at once; if one fails, the others are stopped and StartFailure thrown. */
export async function startAll<Name extends string, Server extends { close(): Promise<void> }>(names: readonly Name[], start: (name: Name) => Promise<Server>): Promise<Server[]> {
  const outcomes = await Promise.allSettled(names.map((name) => start(name)));
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failures = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [`${names[index] ?? '?'}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`] : []));
  if (failures.length > 0) {
    await Promise.allSettled(started.map((server) => server.close()));
    throw new StartFailure(`a server failed to start: ${failures.join('; ')}`);
  }
  return started;
}

/** One request before any load, answered in full; a server that cannot answer did not start. */
export async function answerOf(url: string, request: { method: string; path: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }), signal: AbortSignal.timeout(10_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new StartFailure(`${url}${request.path} does not answer: ${(error as Error).message}`);
  }
}

const serverScript = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const startTimeoutMs = 60_000;

/** The kinds `server-process.ts` starts. */
export type NodeServerKind = 'bare' | 'mock' | 'relay' | 'reference' | 'receiver';

/** Starts one `server-process.ts` child; `name` is what the report calls it, `env` its settings. */
export async function startNodeServer<Name extends string>(name: Name, kind: NodeServerKind, description: string, env: Record<string, string>): Promise<ServerUnderTest<Name>> {
  const began = performance.now();
  const child = spawnTracked(process.execPath, ['--import', 'tsx', serverScript, kind], { env: { ...process.env, ...env } });
  let url: string;
  try {
    [, url = ''] = await waitForOutput(child, /listening (\S+)\n/, startTimeoutMs);
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
