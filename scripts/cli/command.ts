/** What every sub-command of the CLI provides, and the option readers they share. */
import { UsageError } from './parse-options.ts';

export { parseOptions, UsageError } from './parse-options.ts';

export interface Command {
  name: string;
  usage: string;
  /** Resolves to the process exit code. */
  run(argv: string[]): Promise<number>;
}

/**
 * The command cannot do its work with what it was given (nothing answers at an address, the
 * address answers as something else): the CLI prints the message, one line, and exits 2.
 */
export class CannotRun extends Error {
  override name = 'CannotRun';
}

/** A whole number from `min` to `max`, or undefined when the option was not given. */
export function integerOption(raw: string | undefined, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  if (raw.trim() === '' || !Number.isSafeInteger(value) || value < min || value > max) throw new UsageError(`${name} must be a whole number ${range}, got ${JSON.stringify(raw)}`);
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

/** An http(s) URL from the option, else from the environment variable, else the default. */
export function addressOption(raw: string | undefined, name: string, envName: string, fallback: string): string {
  const fromEnv = process.env[envName];
  if (raw !== undefined) return httpUrlOption(raw, name);
  if (fromEnv !== undefined && fromEnv !== '') return httpUrlOption(fromEnv, `$${envName} (the default of ${name})`);
  return fallback;
}

/** Resolves when the process is asked to stop (Ctrl-C or a service manager's SIGTERM). */
export function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
