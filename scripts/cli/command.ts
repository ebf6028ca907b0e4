/** What every sub-command of the CLI provides. */
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
