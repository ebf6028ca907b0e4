/**
 * The CLI as tests run it. As a process, the way a user starts it: `runCli` runs a command to its
 * end, `startCli` starts a server and waits until it has printed what the test needs. In-process
 * through `main` (`captureCli`), for refusals that need no process, with what it prints captured.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { main } from './main.ts';

export const cliPath = fileURLToPath(new URL('../bin/gateway-harness.js', import.meta.url));

export interface FinishedCli {
  code: number | null;
  out: string;
  err: string;
}

export interface CliOptions {
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Standard input (empty when absent). */
  input?: Buffer;
  /** The working folder (this process's when absent). */
  cwd?: string;
}

function spawnCli(args: string[], options: CliOptions): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, ...options.env }, ...(options.cwd === undefined ? {} : { cwd: options.cwd }) });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // A command that exits without reading its input closes the pipe; its exit code says the rest.
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.input ?? Buffer.alloc(0));
  return child;
}

/** Runs `gateway-harness ARGS` to its end; resolves once its output is closed too. */
export function runCli(args: string[], options: CliOptions = {}): Promise<FinishedCli> {
  const child = spawnCli(args, options);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: string) => (out += chunk));
  child.stderr.on('data', (chunk: string) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

export interface StartedCli {
  child: ChildProcessWithoutNullStreams;
  /** The first group of each pattern, in the order given. */
  found: string[];
  /** Standard output so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a long-running command; resolves when every pattern has matched its standard output. */
export function startCli(args: string[], patterns: RegExp[], options: CliOptions = {}): Promise<StartedCli> {
  const child = spawnCli(args, options);
  let out = '';
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill(signal);
    return (await exited)[0];
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = patterns.map((p) => p.exec(out)?.[1]);
      if (found.every((f) => f !== undefined)) resolve({ child, found: found as string[], output: () => out, stop });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited early with ${String(code)}: ${out}`)));
  });
}

/** `main(argv)` in this process, with what it prints (standard output and error, in order) captured. */
export async function captureCli(argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  const err = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    return { code: await main(argv), out: lines.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}
