/**
 * The report: figures per server and connection count, each server's req/s as a ratio of the
 * bare server's in the same run, and the mock's ratio to Prism and to WireMock. Printed as a
 * table and written as JSON. Nothing here judges the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { LoadFigures } from './load-protocol.ts';
import type { ServerName } from './servers.ts';
import type { SoakResult, SoakSample } from './soak.ts';

export interface Measurement {
  server: ServerName;
  connections: number;
  figures: LoadFigures;
  /** RSS of the process serving it, right after the run. */
  rssBytes: number | undefined;
}

export interface ServerInfo {
  name: ServerName;
  description: string;
  inProcess: boolean;
  startMs: number;
}

export interface Row extends Measurement {
  /** req/s over the bare server's req/s at the same connection count. */
  ratioToBare: number | undefined;
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
  settings: { durationSec: number; warmupSec: number; connections: number[] };
  request: { method: string; path: string };
  servers: ServerInfo[];
  rows: Row[];
  comparisons: Comparison[];
}

const ratio = (top: number | undefined, bottom: number | undefined): number | undefined =>
  top === undefined || bottom === undefined || bottom <= 0 ? undefined : top / bottom;

function rateOf(measurements: readonly Measurement[], server: ServerName, connections: number): number | undefined {
  return measurements.find((m) => m.server === server && m.connections === connections)?.figures.requestsPerSec;
}

export const loadAverage = (): number => loadavg()[0] ?? 0;

export function buildReport(
  loadBefore: number,
  settings: BenchReport['settings'],
  request: BenchReport['request'],
  servers: ServerInfo[],
  measurements: readonly Measurement[],
): BenchReport {
  const rows = measurements.map((m) => ({ ...m, ratioToBare: ratio(m.figures.requestsPerSec, rateOf(measurements, 'bare', m.connections)) }));
  const comparisons = settings.connections.map((connections) => {
    const mock = rateOf(measurements, 'mock', connections);
    return { connections, mockToPrism: ratio(mock, rateOf(measurements, 'prism', connections)), mockToWireMock: ratio(mock, rateOf(measurements, 'wiremock', connections)) };
  });
  return {
    createdAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, memoryBytes: totalmem(), loadBefore, loadAfter: loadAverage() },
    settings,
    request,
    servers,
    rows,
    comparisons,
  };
}

const fixed = (value: number | undefined, digits: number): string => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));
const mib = (bytes: number | undefined): string => (bytes === undefined ? '-' : (bytes / 1_048_576).toFixed(0));
const times = (value: number | undefined): string => (value === undefined ? '-' : `${value.toFixed(2)}x`);

function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const render = (cells: string[]): string => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)].join('\n');
}

export function formatReport(report: BenchReport): string {
  const rows = report.rows.map((row) => [
    row.server,
    String(row.connections),
    fixed(row.figures.requestsPerSec, 0),
    fixed(row.figures.latencyP50Ms, 3),
    fixed(row.figures.latencyP99Ms, 3),
    String(row.figures.non2xx),
    String(row.figures.errors),
    mib(row.rssBytes),
    times(row.ratioToBare),
  ]);
  const comparisons = report.comparisons.map((c) => [String(c.connections), times(c.mockToPrism), times(c.mockToWireMock)]);
  return [
    `POST ${report.request.path}, ${report.settings.durationSec} s per run after ${report.settings.warmupSec} s warm-up, ${report.machine.cpus} cpus (load average ${report.machine.loadBefore.toFixed(2)} before, ${report.machine.loadAfter.toFixed(2)} after), node ${report.machine.node}`,
    '',
    table(['server', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'RSS MiB', 'vs bare'], rows),
    '',
    table(['conns', 'mock/prism', 'mock/wiremock'], comparisons),
    '',
    'RSS of bare and mock is the bench process (both run in it); prism and wiremock are their own processes.',
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
