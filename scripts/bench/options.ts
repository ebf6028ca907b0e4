/** The bench's command line. */
import { parseArgs } from 'node:util';
import type { ServerName } from './servers.ts';

export const allServers: readonly ServerName[] = ['bare', 'mock', 'prism', 'wiremock'];

export interface BenchOptions {
  /** Seconds of each measured run. */
  durationSec: number;
  /** Seconds of uncounted load before each measured run. */
  warmupSec: number;
  connections: number[];
  /** How many times every (connection count, server) run is repeated; figures are the medians. */
  rounds: number;
  servers: ServerName[];
  /** Where the JSON report goes, relative to the project root unless absolute. */
  out: string;
  /** When set, run the in-process journal soak with this many sends instead of the HTTP bench. */
  journalSoak: number | undefined;
  help: boolean;
}

export const usage = `usage: npm run bench:upstream -- [options]

  --duration S        seconds of each measured run (default 3)
  --warmup S          seconds of uncounted load before each server's first round (default 1)
  --connections LIST  comma-separated keep-alive connection counts (default 1,10,50)
  --rounds N          runs of every server at every count, interleaved; the report gives
                      medians (default 3)
  --servers LIST      subset of ${allServers.join(',')} (default all; bare is always kept)
  --out FILE          JSON report (default reports/bench-upstream.json)
  --journal-soak N    instead of the HTTP bench: N sends straight into the mock, printing
                      memory and journal size at 0/25/50/75/100 %
  --help              this text`;

export class UsageError extends Error {}

function number(name: string, text: string | undefined, fallback: number, min: number, max: number, integer: boolean): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function connectionCounts(text: string | undefined): number[] {
  if (text === undefined) return [1, 10, 50];
  const counts = text.split(',').map((part) => number('connections', part.trim(), 0, 1, 1_000, true));
  return [...new Set(counts)];
}

function serverNames(text: string | undefined): ServerName[] {
  if (text === undefined) return [...allServers];
  const wanted = new Set(text.split(',').map((part) => part.trim()));
  for (const name of wanted) {
    if (!allServers.includes(name as ServerName)) throw new UsageError(`unknown server ${JSON.stringify(name)}; choose from ${allServers.join(', ')}`);
  }
  // The bare server is the yardstick every ratio is taken against.
  return allServers.filter((name) => name === 'bare' || wanted.has(name));
}

export function readOptions(argv: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        duration: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        rounds: { type: 'string' },
        servers: { type: 'string' },
        out: { type: 'string' },
        'journal-soak': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const soak = values['journal-soak'];
  return {
    durationSec: number('duration', values.duration, 3, 1, 120, false),
    warmupSec: number('warmup', values.warmup, 1, 0, 60, false),
    connections: connectionCounts(values.connections),
    rounds: number('rounds', values.rounds, 3, 1, 50, true),
    servers: serverNames(values.servers),
    out: values.out ?? 'reports/bench-upstream.json',
    journalSoak: soak === undefined ? undefined : number('journal-soak', soak, 0, 1, 100_000_000, true),
    help: values.help === true,
  };
}
