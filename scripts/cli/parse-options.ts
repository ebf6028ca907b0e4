/**
 * The option parsing every command shares: node:util's parseArgs, with a negative number taken
 * as an option's value (so `--runs -5` reaches the command's own range check) and the parser's
 * errors reworded as one line in the project's voice.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestName } from './closest-name.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Bad options or arguments: the CLI prints the message and a hint to `--help`, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const negativeNumber = /^-\d/;

/** `--name -5` as `--name=-5` when `--name` takes a value: parseArgs would take -5 for an option. */
function joinNegativeValues(argv: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const next = argv[i + 1];
    const option = arg.startsWith('--') && !arg.includes('=') ? options[arg.slice(2)] : undefined;
    if (option?.type === 'string' && next !== undefined && negativeNumber.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

/** The option a parseArgs message names, without the `<value>` it sometimes adds. */
const namedIn = (message: string): string => (/'([^' ]+)/.exec(message)?.[1] ?? '').trim();

/** One line saying what is wrong, for a parseArgs error. */
export function usageWording(error: Error & { code?: string }, argv: string[], options: Options): string {
  const name = namedIn(error.message);
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(options).map((o) => `--${o}`);
    const meant = closestName(name.split('=')[0] ?? name, known);
    return `unknown option ${name}${meant ? ` (did you mean ${meant}?)` : ''}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${JSON.stringify(name)}: this command takes options only`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (error.message.includes('does not take an argument')) return `${name} takes no value`;
    if (error.message.includes('ambiguous')) {
      const given = argv[argv.indexOf(name) + 1] ?? '';
      return `${name} needs a value, got the option-like ${JSON.stringify(given)} (write ${name}=${given} if that is the value)`;
    }
    return `${name} needs a value`;
  }
  return error.message.split('\n')[0] ?? error.message;
}

/** node:util's parseArgs in strict mode, with its errors turned into usage errors. */
export function parseOptions<T extends Options>(argv: string[], options: T, allowPositionals = false) {
  const args = joinNegativeValues(argv, options);
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(usageWording(error as Error, args, options));
  }
}
