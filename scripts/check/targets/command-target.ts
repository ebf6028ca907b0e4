/**
 * `check --command "CMD"`: the harness starts the build itself (through the shell, in its own
 * process group), waits until its control plane answers and tries its required operations, and
 * stops it, children included, when the run ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildEnvironment, type BuildEnvironment } from './build-environment.ts';
import type { LaunchedTarget } from './launched-target.ts';
import { outputTail } from './output-tail.ts';
import { requireProvisioning } from './required-operations.ts';
import { waitUntilReady } from './wait-ready.ts';

export interface CommandTargetOptions {
  command: string;
  /** Path of the control plane on the build's port. */
  controlPath: string;
  startupTimeoutMs: number;
  /** When the start must be over (epoch ms); `startupTimeoutMs` from now when absent. Copies share one. */
  deadline?: number;
  /** Its ports and secrets, chosen beforehand (copies of one build must not share ports); fresh when absent. */
  environment?: BuildEnvironment;
}

export async function startCommandTarget(options: CommandTargetOptions): Promise<LaunchedTarget> {
  const build = options.environment ?? (await buildEnvironment());
  const child = spawn(options.command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...build.env } });
  const tail = outputTail();
  let exit: string | undefined;
  let stopping = false;
  const lostListeners: ((reason: string, at: number) => void)[] = [];
  tail.consume(child.stdout);
  tail.consume(child.stderr);
  const deadline = options.deadline ?? Date.now() + options.startupTimeoutMs;
  child.on('error', (error) => {
    exit = `could not start ${JSON.stringify(options.command)}: ${error.message}`;
  });
  child.on('exit', (code, signal) => {
    const how = signal ?? `code ${code}`;
    const at = Date.now();
    exit = `${JSON.stringify(options.command)} exited (${how}) before the run ended${tail.last()}`;
    if (stopping) return;
    // The last lines arrive on the pipes just after the exit: wait for them (briefly: a
    // grandchild may hold the pipes open) before saying why.
    const drained = Promise.all([child.stdout, child.stderr].map((stream) => (stream.closed ? undefined : once(stream, 'close'))));
    void Promise.race([drained, sleep(500, undefined, { ref: false })]).then(() => {
      const reason = `the build died during the run: ${JSON.stringify(options.command)} exited (${how})${tail.last(3)}`;
      for (const listener of lostListeners) listener(reason, at);
    });
  });
  const stopGroup = async () => {
    stopping = true;
    if (exit !== undefined || child.pid === undefined) return;
    // The shell exits at once on SIGTERM while the build it started may still be closing (and
    // answering on connections kept alive): the run is over only when every process holding the
    // build's output is gone, which closes the pipes.
    const closed = once(child, 'close');
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
      // A process that left the group may still hold the pipes: they are not waited for.
      child.stdout.destroy();
      child.stderr.destroy();
    }, 5000);
    await closed;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${build.port}`;
  const controlUrl = `${baseUrl}${options.controlPath}`;
  const remote = { baseUrl, controlUrl, controlToken: build.controlToken, upstreamPort: build.upstreamPort };
  try {
    await waitUntilReady({
      controlUrl,
      controlToken: build.controlToken,
      deadline,
      timeoutMs: options.startupTimeoutMs,
      hint: `the build must listen on 127.0.0.1 at the port the harness gives it in $PORT (here ${build.port}) and serve its control plane under ${options.controlPath} (--control-path)`,
      gone: () => exit,
    });
    await requireProvisioning(remote);
  } catch (error) {
    await stopGroup();
    throw error;
  }
  return {
    remote,
    label: `${options.command} (port ${build.port})`,
    stop: stopGroup,
    onLost: (listener) => void lostListeners.push(listener),
  };
}
