/**
 * Child processes of the bench: every one is registered when spawned so that a normal end, an
 * error or Ctrl-C stops them all, and none outlives the bench. Also the small process facts the
 * bench reads: a process's resident set and CPU time from `/proc`.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** Where every child starts unless told otherwise: `--import tsx` and relative paths resolve from here. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const running = new Set<ChildProcess>();

/** Spawns a command in the project root with piped output, and registers it for cleanup. */
export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

/** Registers a child started some other way (a fork) for cleanup. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** Asks a child to stop, and kills it if it has not gone within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (exited(child) || child.pid === undefined) {
    running.delete(child);
    return;
  }
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Stops every registered child. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Last resort on process exit: no time to wait, so every child still registered is killed. */
export function killAllNow(): void {
  for (const child of running) if (!exited(child)) child.kill('SIGKILL');
  running.clear();
}

/**
 * Resolves with the match once a child's output matches `pattern` (so a caller reads what it
 * needs from the line, e.g. a URL); rejects when it exits or `timeoutMs` passes first. Output
 * keeps being drained afterwards so a chatty child never blocks on a full pipe.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let settled = false;
    const finish = (outcome: RegExpExecArray | Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      if (settled) return;
      seen = (seen + chunk.toString('utf8')).slice(-8_192);
      const match = pattern.exec(seen);
      if (match) finish(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => finish(new Error(`exited (${signal ?? `code ${String(code)}`}) before it was ready: ${lastLine(seen)}`)));
    child.once('error', (error) => finish(error));
    const timer = setTimeout(() => finish(new Error(`not ready after ${timeoutMs} ms: ${lastLine(seen)}`)), timeoutMs);
  });
}

/** Resolves when `probe` succeeds; rejects when the child exits or `timeoutMs` passes first. */
export async function waitUntil(child: ChildProcess, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  child.stdout?.resume();
  child.stderr?.resume();
  while (Date.now() < deadline) {
    if (spawnError) throw spawnError;
    if (exited(child)) throw new Error(`exited (${child.signalCode ?? `code ${String(child.exitCode)}`}) before it was ready`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

/**
 * Runs a node child (`args` after the node binary) to its end, stopped after `limitMs`, and
 * reads the one JSON line it prints last: how the bench's measuring children hand back figures.
 */
export async function lastJsonLine(args: readonly string[], limitMs: number): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  const child = spawnTracked(process.execPath, args);
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const limit = setTimeout(() => void stopChild(child), limitMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(limit);
  const line = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !line.startsWith('{')) return { ok: false, reason: `(exit ${String(code)}): ${errors.trim().split('\n').slice(-3).join(' ')} ${output.slice(-300)}`.trimEnd() };
  return { ok: true, value: JSON.parse(line) };
}

function lastLine(text: string): string {
  // Without terminal colour codes, so the reason reads as one plain line.
  const plain = stripVTControlCharacters(text);
  const lines = plain.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return lines.at(-1) ?? '(no output)';
}

/** Resident set size of a process in bytes, from `/proc/<pid>/status`; undefined when unreadable. */
export function rssOfPid(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of `/proc/<pid>/stat` times; Linux has used 100 on every common build. */
const ticksPerSecond = 100;

/** CPU time (user + system, all threads) a process has used so far, in ms; undefined when unreadable. */
export function cpuMsOfPid(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name in brackets may hold spaces; the fields after it are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return Number.isFinite(user) && Number.isFinite(system) ? ((user + system) * 1_000) / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system) this process has used so far, with that of the child processes it has
 * started and already reaped, in ms; undefined when unreadable.
 */
export function cpuMsWithReapedChildren(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    const ticks = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return ticks.every(Number.isFinite) ? (ticks.reduce((sum, t) => sum + t, 0) * 1_000) / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}
