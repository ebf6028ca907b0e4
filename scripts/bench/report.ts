/**
 * The report: figures per server and connection count (medians over the rounds), each server's
 * req/s and CPU time per request as ratios of the bare server's in the same round, and the mock's
 * ratio to Prism and to WireMock. Printed as a table and written as JSON with every run. Nothing
 * here judges the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { LoadFigures } from './load-protocol.ts';
import { textTable } from './figures.ts';
import type { SoakResult, SoakSample } from './journal-soak.ts';

/** One measured run. */
export interface Measurement {
  /** A server name of the upstream bench (`ServerName`), or of another side-by-side run. */
  server: string;
  connections: number;
  /** 1-based. */
  round: number;
  figures: LoadFigures;
  /** RSS of the process serving it, right after the run. */
  rssBytes: number | undefined;
  /** CPU time (user + system) of the process serving it during the measured run, in ms. */
  cpuMs: number | undefined;
}

export interface ServerInfo {
  name: string;
  description: string;
  startMs: number;
}

/** One server at one connection count, over every round. */
export interface Row {
  server: string;
  connections: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  rssBytes: number | undefined;
  cpuUsPerRequest: number | undefined;
  /** Median over the rounds of req/s over the bare server's req/s in the same round. */
  ratioToBare: number | undefined;
  /** Each round's req/s ratio to bare, in round order. */
  ratiosToBare: (number | undefined)[];
  /** Median over the rounds of CPU per request over the bare server's in the same round. */
  cpuToBare: number | undefined;
}

export interface Comparison {
  connections: number;
  mockToPrism: number | undefined;
  mockToWireMock: number | undefined;
}

export interface BenchReport {
  createdAt: string;
  /**
   * 1-minute load averages before the servers started and when the report was made; the bench
   * itself keeps about two cores busy, so more than that before it means other work was running.
   */
  machine: { node: string; cpus: number; memoryBytes: number; loadBefore: number; loadAfter: number };
  settings: { durationSec: number; warmupSec: number; connections: number[]; rounds: number };
  request: { method: string; path: string };
  servers: ServerInfo[];
  rows: Row[];
  comparisons: Comparison[];
  runs: Measurement[];
}

const ratio = (top: number | undefined, bottom: number | undefined): number | undefined =>
  top === undefined || bottom === undefined || bottom <= 0 ? undefined : top / bottom;

/** The middle value (the mean of the two middle ones for an even count); undefined when there is none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined && !Number.isNaN(v)).sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

const cpuPerRequest = (m: Measurement): number | undefined => (m.cpuMs === undefined || m.figures.responses === 0 ? undefined : (m.cpuMs * 1_000) / m.figures.responses);

function runOf(runs: readonly Measurement[], server: string, connections: number, round: number): Measurement | undefined {
  return runs.find((m) => m.server === server && m.connections === connections && m.round === round);
}

/** Per round, `top` over `bottom` of what `pick` reads (the caller takes the median). */
function roundRatios(runs: readonly Measurement[], top: string, bottom: string, connections: number, pick: (m: Measurement) => number | undefined): (number | undefined)[] {
  return runs
    .filter((m) => m.server === top && m.connections === connections)
    .map((m) => {
      const other = runOf(runs, bottom, connections, m.round);
      return other === undefined ? undefined : ratio(pick(m), pick(other));
    });
}

const rate = (m: Measurement): number => m.figures.requestsPerSec;

/** One server's figures at one connection count; ratios are to `baseline` in the same rounds. */
export function row(runs: readonly Measurement[], server: string, connections: number, baseline = 'bare'): Row {
  const mine = runs.filter((m) => m.server === server && m.connections === connections);
  const ratiosToBare = roundRatios(runs, server, baseline, connections, rate);
  const rss = mine.map((m) => m.rssBytes).filter((v): v is number => v !== undefined);
  return {
    server,
    connections,
    requestsPerSec: median(mine.map(rate)) ?? 0,
    latencyP50Ms: median(mine.map((m) => m.figures.latencyP50Ms)) ?? Number.NaN,
    latencyP99Ms: median(mine.map((m) => m.figures.latencyP99Ms)) ?? Number.NaN,
    bytesPerResponse: median(mine.map((m) => m.figures.bytesPerResponse)) ?? 0,
    non2xx: mine.reduce((sum, m) => sum + m.figures.non2xx, 0),
    errors: mine.reduce((sum, m) => sum + m.figures.errors, 0),
    rssBytes: rss.length === 0 ? undefined : Math.max(...rss),
    cpuUsPerRequest: median(mine.map(cpuPerRequest)),
    ratioToBare: median(ratiosToBare),
    ratiosToBare,
    cpuToBare: median(roundRatios(runs, server, baseline, connections, cpuPerRequest)),
  };
}

export const loadAverage = (): number => loadavg()[0] ?? 0;

export function buildReport(
  loadBefore: number,
  settings: BenchReport['settings'],
  request: BenchReport['request'],
  servers: ServerInfo[],
  runs: readonly Measurement[],
): BenchReport {
  const rows = settings.connections.flatMap((connections) => servers.map((server) => row(runs, server.name, connections)));
  const comparisons = settings.connections.map((connections) => ({
    connections,
    mockToPrism: median(roundRatios(runs, 'mock', 'prism', connections, rate)),
    mockToWireMock: median(roundRatios(runs, 'mock', 'wiremock', connections, rate)),
  }));
  return {
    createdAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, memoryBytes: totalmem(), loadBefore, loadAfter: loadAverage() },
    settings,
    request,
    servers,
    rows,
    comparisons,
    runs: [...runs],
  };
}

const fixed = (value: number | undefined, digits: number): string => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));
const mib = (bytes: number | undefined): string => (bytes === undefined ? '-' : (bytes / 1_048_576).toFixed(0));
const times = (value: number | undefined): string => (value === undefined ? '-' : `${value.toFixed(2)}x`);

/** Rows of a side-by-side run as a table; `versus` and `cpuVersus` head the two ratio columns. */
function rowTable(rows: readonly Row[], versus: string, cpuVersus: string): string {
  const lines = rows.map((row) => [
    row.server,
    String(row.connections),
    fixed(row.requestsPerSec, 0),
    fixed(row.latencyP50Ms, 3),
    fixed(row.latencyP99Ms, 3),
    fixed(row.bytesPerResponse, 0),
    String(row.non2xx),
    String(row.errors),
    mib(row.rssBytes),
    fixed(row.cpuUsPerRequest, 1),
    times(row.ratioToBare),
    row.ratiosToBare.map((r) => fixed(r, 2)).join(' '),
    times(row.cpuToBare),
  ]);
  return textTable(['server', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'B/resp', 'non-2xx', 'errors', 'RSS MiB', 'cpu us/req', versus, 'per round', cpuVersus], lines, 1);
}

export function formatReport(report: BenchReport): string {
  const comparisons = report.comparisons.map((c) => [String(c.connections), times(c.mockToPrism), times(c.mockToWireMock)]);
  const { settings, machine } = report;
  return [
    `POST ${report.request.path}, ${settings.rounds} round(s) of ${settings.durationSec} s per run after ${settings.warmupSec} s warm-up, ${machine.cpus} cpus (load average ${machine.loadBefore.toFixed(2)} before, ${machine.loadAfter.toFixed(2)} after), node ${machine.node}`,
    '',
    rowTable(report.rows, 'vs bare', 'cpu vs bare'),
    '',
    textTable(['conns', 'mock/prism', 'mock/wiremock'], comparisons, 1),
    '',
    'Medians over the rounds; a ratio is taken within each round, then the median of those is shown. Every server is its own process;',
    'cpu us/req is its user + system time during the measured run over the responses it gave.',
  ].join('\n');
}

export function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

export function formatSoakSample(sample: SoakSample): string {
  const share = `${String(Math.round(sample.done * 100)).padStart(3)} %`;
  return `${share}  sends ${String(sample.sends).padStart(10)}  rss ${mib(sample.rssBytes).padStart(5)} MiB  heap ${mib(sample.heapUsedBytes).padStart(5)} MiB  journal ${sample.journalSize} (dropped ${sample.journalDropped})  stored messages ${sample.storedMessages}`;
}

export function formatSoakSummary(result: SoakResult): string {
  const rate = result.elapsedMs > 0 ? (result.sends / result.elapsedMs) * 1_000 : 0;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `${result.sends} sends in ${(result.elapsedMs / 1_000).toFixed(1)} s (${rate.toFixed(0)}/s), answers ${statuses}`,
    `heap once the stored messages are released: ${mib(result.heapWithoutStoredMessagesBytes)} MiB`,
    `journal capacity ${result.journalCapacity}; ${result.collected ? 'full GC before each sample' : 'no --expose-gc: samples include uncollected garbage'}`,
  ].join('\n');
}

/** Rows of any side-by-side run as a table, ratios to `baseline` (taken within each round). */
export function formatRows(title: string, rows: readonly Row[], baseline: string): string {
  return [title, rowTable(rows, `vs ${baseline}`, 'cpu vs')].join('\n');
}
