/**
 * The command line of `npm run bench:upstream` (`upstream.ts`): the upstream section on its own,
 * with longer defaults than `gateway-harness bench` and the journal soak; read with the same
 * option readers (`bench-options.ts`).
 */
import { integerOption, parseOptions } from '../cli/command.ts';
import { countOption, countsOption, secondsOption, serversOption } from './bench-options.ts';
import { serverNames, type ServerName } from './servers.ts';

export interface UpstreamOptions {
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

export const upstreamUsage = `usage: npm run bench:upstream -- [options]

  --duration S        seconds of each measured run (default 3)
  --warmup S          seconds of uncounted load before each server's first round (default 1)
  --connections LIST  comma-separated keep-alive connection counts (default 1,10,50)
  --rounds N          runs of every server at every count, interleaved; the report gives
                      medians (default 3)
  --servers LIST      subset of ${serverNames.join(',')} (default all; bare is always kept)
  --out FILE          JSON report (default reports/bench-upstream.json)
  --journal-soak N    instead of the HTTP bench: N sends straight into the mock, printing
                      memory and journal size at 0/25/50/75/100 %
  --help              this text`;

export function readUpstreamOptions(argv: string[]): UpstreamOptions {
  const { values } = parseOptions(argv, {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    servers: { type: 'string' },
    out: { type: 'string' },
    'journal-soak': { type: 'string' },
    help: { type: 'boolean' },
  });
  return {
    durationSec: secondsOption('duration', values.duration, 3, 1, 120),
    warmupSec: secondsOption('warmup', values.warmup, 1, 0, 60),
    connections: countsOption('connections', values.connections, [1, 10, 50]),
    rounds: countOption('rounds', values.rounds, 3, 1, 50),
    servers: serversOption(values.servers),
    out: values.out ?? 'reports/bench-upstream.json',
    journalSoak: integerOption(values['journal-soak'], '--journal-soak', 1, 100_000_000),
    help: values.help === true,
  };
}
