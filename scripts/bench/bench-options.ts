/** The command line of `gateway-harness bench` (pure: argv in, settings or a UsageError out). */
import { parseArgs } from 'node:util';
import { allServers } from './options.ts';
import type { ServerName } from './servers.ts';

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
  upTries: number;
  /** JSON report, relative to the project root unless absolute. */
  out: string;
  /** Also write the figures as a Markdown table here. */
  markdown: string | undefined;
}

export class BenchUsageError extends Error {}

export const benchUsage = `usage: gateway-harness bench [options]

Measures, on loopback, each figure beside its baseline from the same run, and prints the ratios:
the upstream mock beside a bare node:http server, Prism and WireMock; the reference's send path
beside a bare two-hop relay, its replays and template pages beside bare servers answering the
same bytes; event deliveries beside bare posts; the conformance suite in-process and over
loopback; bytes per stored entry; how soon 'up' is ready. Nothing is asserted.

  --only LIST          sections to run, of ${sections.join(',')} (default: all)
  --skip LIST          sections to leave out
  --duration S         seconds of each measured load run (default 1.5)
  --warmup S           seconds of uncounted load before a server's first round (default 0.5)
  --rounds N           runs of every server at every connection count, interleaved (default 2)
  --connections LIST   keep-alive connection counts for the upstream mock (default 1,10,50)
  --send-connections LIST  connection counts for the gateway's sends (default 10,50)
  --page-connections LIST  connection counts for replays and template pages (default 10)
  --servers LIST       upstream section: subset of ${allServers.join(',')} (default all)
  --window N           deliveries in flight (default 20)
  --entries N          entries per store for the memory figures (default 1000000)
  --area AREA          time only this area of the conformance suite (default: all of it)
  --up-tries N         starts of 'up' to time (default 3)
  --quick              1 round of 1 s at 10 connections, 200000 entries, 1 start of 'up'
                       (the conformance suite still runs whole unless --area says otherwise)
  --out FILE           JSON report (default reports/bench.json)
  --markdown FILE      also write the figures as a Markdown table

The default run takes about five minutes on a quiet two-core machine, six to seven when other
work shares it (the two suite runs are half of it). WireMock needs java on the PATH.`;

function number(name: string, text: string | undefined, fallback: number, min: number, max: number, integer: boolean): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new BenchUsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function counts(name: string, text: string | undefined, fallback: number[]): number[] {
  if (text === undefined) return fallback;
  return [...new Set(text.split(',').map((part) => number(name, part.trim(), 0, 1, 1_000, true)))];
}

function names<T extends string>(name: string, text: string | undefined, allowed: readonly T[]): T[] | undefined {
  if (text === undefined) return undefined;
  const wanted = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const given of wanted) {
    if (!allowed.includes(given as T)) throw new BenchUsageError(`--${name}: unknown ${JSON.stringify(given)}; choose from ${allowed.join(', ')}`);
  }
  return allowed.filter((candidate) => wanted.includes(candidate));
}

export function readBenchOptions(argv: readonly string[]): BenchSettings {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
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
        'up-tries': { type: 'string' },
        quick: { type: 'boolean' },
        out: { type: 'string' },
        markdown: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  const quick = values.quick === true;
  const only = names('only', values.only, sections) ?? [...sections];
  const skip = names('skip', values.skip, sections) ?? [];
  const chosen = only.filter((section) => !skip.includes(section));
  if (chosen.length === 0) throw new BenchUsageError('no section left to run');
  const servers = names('servers', values.servers, allServers) ?? [...allServers];
  if (values.area !== undefined && !/^[a-z0-9][a-z0-9.-]*$/.test(values.area)) throw new BenchUsageError(`--area must name a folder of suites/ or a section, got ${JSON.stringify(values.area)}`);
  return {
    sections: chosen,
    durationSec: number('duration', values.duration, quick ? 1 : 1.5, 1, 120, false),
    warmupSec: number('warmup', values.warmup, 0.5, 0, 60, false),
    rounds: number('rounds', values.rounds, quick ? 1 : 2, 1, 50, true),
    connections: counts('connections', values.connections, quick ? [10] : [1, 10, 50]),
    sendConnections: counts('send-connections', values['send-connections'], quick ? [10] : [10, 50]),
    pageConnections: counts('page-connections', values['page-connections'], [10]),
    // The bare server is the yardstick every upstream ratio is taken against.
    servers: servers.includes('bare') ? servers : ['bare', ...servers],
    deliveryWindow: number('window', values.window, 20, 1, 1_000, true),
    entries: number('entries', values.entries, quick ? 200_000 : 1_000_000, 1_000, 10_000_000, true),
    area: values.area,
    upTries: number('up-tries', values['up-tries'], quick ? 1 : 3, 1, 20, true),
    out: values.out ?? 'reports/bench.json',
    markdown: values.markdown,
  };
}
