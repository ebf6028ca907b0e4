/** What every sub-command of the CLI provides, and the option readers they share. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Command {
  name: string;
  usage: string;
  /** Resolves to the process exit code. */
  run(argv: string[]): Promise<number>;
}

/** Bad options or arguments: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** node:util's parseArgs, with its errors turned into usage errors. */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A whole number from `min` to `max`, or undefined when the option was not given. */
export function integerOption(raw: string | undefined, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new UsageError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

/** A port to listen on; 0 asks the system for a free one, which is also the default. */
export function portOption(raw: string | undefined, name = '--port', absent = 0): number {
  return integerOption(raw, name, 0, 65_535) ?? absent;
}

/** An http(s) URL, trailing slashes dropped so paths can be appended. */
export function httpUrlOption(raw: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // refused below, with the same message as another scheme
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new UsageError(`${name} must be an http(s) URL, got ${JSON.stringify(raw)}`);
  return raw.replace(/\/+$/, '');
}

/** Resolves when the process is asked to stop (Ctrl-C or a service manager's SIGTERM). */
export function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
