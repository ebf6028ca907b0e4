/**
 * The command line of `gateway-harness bench` (pure: argv in, settings or a usage error out), and
 * the option readers `npm run bench:upstream` shares (`upstream-options.ts`). Whole numbers are
 * read as every command reads them (`integerOption`).
 */
import { integerOption, parseOptions, UsageError } from '../cli/command.ts';
import { serverNames, type ServerName } from './servers.ts';
import { defaultManyRuns, defaultOneCheck } from './suite-defaults.ts';

export const sections = ['upstream', 'gateway', 'deliveries', 'suite', 'memory', 'up'] as const;
export type Section = (typeof sections)[number];

export interface BenchSettings {
  sections: Section[];
  durationSec: number;
  warmupSec: number;
  rounds: number;
  /** Connection counts of the upstream mock. */
  connections: number[];
  /** Connection counts of the gateway's sends. */
  sendConnections: number[];
  /** Connection counts of replays and template pages. */
  pageConnections: number[];
  servers: ServerName[];
  /** Posts in flight in the delivery runs. */
  deliveryWindow: number;
  /** Entries per store in the memory section. */
  entries: number;
  /** Only this area of the conformance suite (the whole suite when absent). */
  area: string | undefined;
  /** The check the suite section times alone. */
  oneCheck: string;
  /** Runs per property of the suite section's long run; 0 leaves it out. */
  manyRuns: number;
  upTries: number;
  /** JSON report, relative to the project root unless absolute. */
  out: string;
  /** Also write the figures as a Markdown table here. */
  markdown: string | undefined;
}

/** The CLI's usage error, under the name the bench's callers and tests know it by. */
export { UsageError as BenchUsageError };

export const benchUsage = `usage: gateway-harness bench [options]

Measures, on loopback, each figure beside its baseline from the same run, and prints the ratios:
the upstream mock beside a bare node:http server, Prism and WireMock; the reference's send path
beside a bare two-hop relay, its replays and template pages beside bare servers answering the
same bytes; event deliveries beside bare posts; the conformance suite in-process and over
loopback, one check alone and at 2,000 runs per property, each beside the same work run with a
process per check file (the suite's architecture before its files shared a worker); bytes per
stored entry; how soon 'up' is ready. Nothing is asserted.

  --only LIST          sections to run, of ${sections.join(',')} (default: all)
  --skip LIST          sections to leave out
  --duration S         seconds of each measured load run (default 1.5)
  --warmup S           seconds of uncounted load before a server's first round (default 0.5)
  --rounds N           runs of every server at every connection count, interleaved (default 2)
  --connections LIST   keep-alive connection counts for the upstream mock (default 1,10,50)
  --send-connections LIST  connection counts for the gateway's sends (default 10,50)
  --page-connections LIST  connection counts for replays and template pages (default 10)
  --servers LIST       upstream section: subset of ${serverNames.join(',')} (default all)
  --window N           deliveries in flight (default 20)
  --entries N          entries per store for the memory figures (default 1000000)
  --area AREA          time only this area of the conformance suite (default: all of it)
  --one-check ID       the check timed alone (default ${defaultOneCheck})
  --many-runs N        runs per property of the suite's long run (default ${defaultManyRuns}, 0 leaves it out)
  --up-tries N         starts of 'up' to time (default 3)
  --quick              1 round of 1 s at 10 connections, 200000 entries, 1 start of 'up', no
                       long suite run (the suite still runs whole unless --area says otherwise)
  --out FILE           JSON report (default reports/bench.json)
  --markdown FILE      also write the figures as Markdown with the run's load average; a file
                       holding the markers <!-- bench-figures:start --> and
                       <!-- bench-figures:end --> (the README) gets only that part filled

The default run takes about ten minutes on a quiet two-core machine, most of it the suite's
baselines (a process per file at 2,000 runs per property alone takes several minutes). WireMock needs java on the PATH.`;

/** A decimal number of seconds from `min` to `max`; `fallback` when the option was not given. */
export function secondsOption(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) throw new UsageError(`--${name} must be a number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return value;
}

/** A whole number from `min` to `max`; `fallback` when the option was not given. */
export const countOption = (name: string, text: string | undefined, fallback: number, min: number, max: number): number => integerOption(text, `--${name}`, min, max) ?? fallback;

/** Keep-alive connection counts, each once, in the order given. */
export function countsOption(name: string, text: string | undefined, fallback: number[]): number[] {
  if (text === undefined) return fallback;
  return [...new Set(text.split(',').map((part) => countOption(name, part.trim(), 0, 1, 1_000)))];
}

function names<T extends string>(name: string, text: string | undefined, allowed: readonly T[]): T[] | undefined {
  if (text === undefined) return undefined;
  const wanted = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const given of wanted) {
    if (!allowed.includes(given as T)) throw new UsageError(`--${name}: unknown ${JSON.stringify(given)}; choose from ${allowed.join(', ')}`);
  }
  return allowed.filter((candidate) => wanted.includes(candidate));
}

/** The upstream section's servers, all unless named; the bare server is the yardstick every ratio there is taken against, so it is always kept. */
export function serversOption(text: string | undefined): ServerName[] {
  const servers = names('servers', text, serverNames) ?? [...serverNames];
  return servers.includes('bare') ? servers : ['bare', ...servers];
}

export function readBenchOptions(argv: readonly string[]): BenchSettings {
  const { values } = parseOptions([...argv], {
    only: { type: 'string' },
    skip: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    'send-connections': { type: 'string' },
    'page-connections': { type: 'string' },
    servers: { type: 'string' },
    window: { type: 'string' },
    entries: { type: 'string' },
    area: { type: 'string' },
    'one-check': { type: 'string' },
    'many-runs': { type: 'string' },
    'up-tries': { type: 'string' },
    quick: { type: 'boolean' },
    out: { type: 'string' },
    markdown: { type: 'string' },
  });
  const quick = values.quick === true;
  const only = names('only', values.only, sections) ?? [...sections];
  const skip = names('skip', values.skip, sections) ?? [];
  const chosen = only.filter((section) => !skip.includes(section));
  if (chosen.length === 0) throw new UsageError('no section left to run');
  if (values.area !== undefined && !/^[a-z0-9][a-z0-9.-]*$/.test(values.area)) throw new UsageError(`--area must name a folder of suites/ or a section, got ${JSON.stringify(values.area)}`);
  const oneCheck = values['one-check'] ?? defaultOneCheck;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(oneCheck)) throw new UsageError(`--one-check must be a check id, got ${JSON.stringify(oneCheck)}`);
  return {
    sections: chosen,
    durationSec: secondsOption('duration', values.duration, quick ? 1 : 1.5, 1, 120),
    warmupSec: secondsOption('warmup', values.warmup, 0.5, 0, 60),
    rounds: countOption('rounds', values.rounds, quick ? 1 : 2, 1, 50),
    connections: countsOption('connections', values.connections, quick ? [10] : [1, 10, 50]),
    sendConnections: countsOption('send-connections', values['send-connections'], quick ? [10] : [10, 50]),
    pageConnections: countsOption('page-connections', values['page-connections'], [10]),
    servers: serversOption(values.servers),
    deliveryWindow: countOption('window', values.window, 20, 1, 1_000),
    entries: countOption('entries', values.entries, quick ? 200_000 : 1_000_000, 1_000, 10_000_000),
    area: values.area,
    oneCheck,
    manyRuns: countOption('many-runs', values['many-runs'], quick ? 0 : defaultManyRuns, 0, 100_000),
    upTries: countOption('up-tries', values['up-tries'], quick ? 1 : 3, 1, 20),
    out: values.out ?? 'reports/bench.json',
    markdown: values.markdown,
  };
}
