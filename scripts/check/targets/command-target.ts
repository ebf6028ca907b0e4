/**
 * `check --command "CMD"`: the harness starts the build itself (through the shell, in its own
 * process group), waits until its control plane answers, and stops it, children included,
 * when the run ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildEnvironment } from './build-environment.ts';
import type { LaunchedTarget } from './launched-target.ts';
import { outputTail } from './output-tail.ts';
import { waitUntilReady } from './wait-ready.ts';

export interface CommandTargetOptions {
  command: string;
  /** Path of the control plane on the build's port. */
  controlPath: string;
  startupTimeoutMs: number;
}

export async function startCommandTarget(options: CommandTargetOptions): Promise<LaunchedTarget> {
  const build = await buildEnvironment();
  const child = spawn(options.command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...build.env } });
  const tail = outputTail();
  let exit: string | undefined;
  tail.consume(child.stdout);
  tail.consume(child.stderr);
  child.on('error', (error) => {
    exit = `could not start ${JSON.stringify(options.command)}: ${error.message}`;
  });
  child.on('exit', (code, signal) => {
    exit = `${JSON.stringify(options.command)} exited (${signal ?? `code ${code}`}) before the run ended${tail.last()}`;
  });
  const stopGroup = async () => {
    if (exit !== undefined || child.pid === undefined) return;
    const exited = once(child, 'exit');
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
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${build.port}`;
  const controlUrl = `${baseUrl}${options.controlPath}`;
  try {
    await waitUntilReady({ controlUrl, controlToken: build.controlToken, timeoutMs: options.startupTimeoutMs, gone: () => exit });
  } catch (error) {
    await stopGroup();
    throw error;
  }
  return {
    remote: { baseUrl, controlUrl, controlToken: build.controlToken, upstreamPort: build.upstreamPort },
    label: `${options.command} (port ${build.port})`,
    stop: stopGroup,
  };
}
