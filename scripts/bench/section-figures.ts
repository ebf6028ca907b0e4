/**
 * Each section's report turned into figures: the measured value, its baseline from the same
 * run, the ratio and the project's target where it set one. Pure, so what a figure means is
 * fixed here and tested without a machine.
 */
import type { DeliveryBenchReport } from './delivery-bench.ts';
import { figure, type Figure, type Target } from './figures.ts';
import type { GatewayBenchReport, SideBySide } from './gateway-bench.ts';
import type { MemoryBenchReport } from './memory-bench.ts';
import type { BenchReport, Row } from './report.ts';
import type { SuiteBenchReport, SuiteTiming, SuiteWork } from './suite-bench.ts';
import type { UpBenchReport } from './up-bench.ts';

const atLeast = (at: number): Target => ({ on: 'ratio', op: '>=', at });
const valueAtMost = (at: number): Target => ({ on: 'value', op: '<=', at });

const rowOf = (rows: readonly Row[], server: string, connections: number): Row | undefined => rows.find((r) => r.server === server && r.connections === connections);

/** Throughput, latency and CPU of `server` beside `baseline` at one connection count. */
function loadFigures(section: string, rows: readonly Row[], server: string, baseline: string, connections: number, label: string, target?: Target): Figure[] {
  const mine = rowOf(rows, server, connections);
  const theirs = rowOf(rows, baseline, connections);
  if (!mine) return [];
  const name = (what: string) => `${label} x${connections} ${what}`;
  return [
    figure({ section, name: name('req/s'), value: mine.requestsPerSec, unit: 'req/s', baseline, baselineValue: theirs?.requestsPerSec, ratio: mine.ratioToBare, ...(target ? { target } : {}) }),
    figure({ section, name: name('p50'), value: mine.latencyP50Ms, unit: 'ms', baseline, baselineValue: theirs?.latencyP50Ms }),
    figure({ section, name: name('p99'), value: mine.latencyP99Ms, unit: 'ms', baseline, baselineValue: theirs?.latencyP99Ms }),
    figure({ section, name: name('cpu/req'), value: mine.cpuUsPerRequest, unit: 'µs', baseline, baselineValue: theirs?.cpuUsPerRequest, ratio: mine.cpuToBare }),
  ];
}

export function upstreamFigures(report: BenchReport): Figure[] {
  const section = 'upstream';
  const out: Figure[] = [];
  for (const connections of report.settings.connections) {
    out.push(...loadFigures(section, report.rows, 'mock', 'bare', connections, 'mock', atLeast(0.6)));
    const mock = rowOf(report.rows, 'mock', connections);
    const comparison = report.comparisons.find((c) => c.connections === connections);
    const wiremock = rowOf(report.rows, 'wiremock', connections);
    const prism = rowOf(report.rows, 'prism', connections);
    if (mock && wiremock) out.push(figure({ section, name: `mock x${connections} req/s vs WireMock`, value: mock.requestsPerSec, unit: 'req/s', baseline: 'wiremock', baselineValue: wiremock.requestsPerSec, ratio: comparison?.mockToWireMock, target: atLeast(1) }));
    if (mock && prism) out.push(figure({ section, name: `mock x${connections} req/s vs Prism`, value: mock.requestsPerSec, unit: 'req/s', baseline: 'prism', baselineValue: prism.requestsPerSec, ratio: comparison?.mockToPrism, target: atLeast(10) }));
  }
  // Memory after the run, at the largest connection count (the most the servers held).
  const last = report.settings.connections.at(-1);
  const bare = last === undefined ? undefined : rowOf(report.rows, 'bare', last);
  for (const server of ['mock', 'wiremock', 'prism']) {
    const mine = last === undefined ? undefined : rowOf(report.rows, server, last);
    if (mine) out.push(figure({ section, name: `${server} RSS after the runs`, value: mib(mine.rssBytes), unit: 'MiB', baseline: 'bare', baselineValue: mib(bare?.rssBytes) }));
  }
  return out;
}

const mib = (bytes: number | undefined): number | undefined => (bytes === undefined ? undefined : bytes / 1_048_576);

function sideBySideFigures(section: string, part: SideBySide, server: string, label: string, target?: Target): Figure[] {
  const counts = [...new Set(part.rows.map((r) => r.connections))];
  return counts.flatMap((connections) => loadFigures(section, part.rows, server, part.baseline, connections, label, target));
}

export function gatewayFigures(report: GatewayBenchReport): Figure[] {
  const section = 'gateway';
  return [
    ...sideBySideFigures(section, report.sends, 'reference', 'send', atLeast(0.5)),
    ...sideBySideFigures(section, report.sends, 'reference-on-bare', 'send, platform bare'),
    ...sideBySideFigures(section, report.sendsSameClient, 'reference', 'send, relay on undici'),
    ...sideBySideFigures(section, report.replays, 'reference-replay', 'replay'),
    ...sideBySideFigures(section, report.listing, 'reference-page', 'template page'),
  ];
}

export function deliveryFigures(report: DeliveryBenchReport): Figure[] {
  const section = 'deliveries';
  const run = (name: string) => report.runs.find((r) => r.name === name);
  const bare = run('bare-fresh');
  const out: Figure[] = [];
  for (const name of ['deliverer', 'bare-keep-alive']) {
    const mine = run(name);
    if (!mine) continue;
    out.push(figure({ section, name: `${name} x${report.window} posts/s`, value: mine.perSecond, unit: 'posts/s', baseline: 'bare-fresh', baselineValue: bare?.perSecond }));
    out.push(figure({ section, name: `${name} cpu/post`, value: mine.cpuUsPerDelivery, unit: 'µs', baseline: 'bare-fresh', baselineValue: bare?.cpuUsPerDelivery }));
  }
  return out;
}

/** What the suite must take at most, in seconds (whole suite only, not an area of it). */
export const suiteTargets = { inProcess: 15, loopback: 22.5, oneCheck: 3, manyRuns: 60 } as const;

export function suiteFigures(report: SuiteBenchReport): Figure[] {
  const section = 'suite';
  const timing = (work: SuiteWork, target: SuiteTiming['target'], baseline: boolean) => report.timings.find((t) => t.work === work && t.target === target && t.baseline === baseline);
  const seconds = (t: SuiteTiming | undefined) => (t === undefined ? undefined : t.wallMs / 1_000);
  const cpuSeconds = (t: SuiteTiming | undefined) => (t?.cpuMs === undefined ? undefined : t.cpuMs / 1_000);
  const perSecond = (t: SuiteTiming | undefined) => (t === undefined || t.wallMs <= 0 ? undefined : t.propertyRuns / (t.wallMs / 1_000));
  const whole = report.area === null;
  const scope = whole ? 'suite' : `area ${report.area}`;
  const baseline = 'a process per file';
  const out: Figure[] = [];
  const wallTime = (name: string, work: SuiteWork, target: SuiteTiming['target'], at: number | undefined) => {
    const mine = timing(work, target, false);
    const before = timing(work, target, true);
    if (!mine && !before) return;
    out.push(figure({ section, name, value: seconds(mine), unit: 's', baseline, baselineValue: seconds(before), ...(at === undefined ? {} : { target: valueAtMost(at) }) }));
    out.push(figure({ section, name: name.replace(/wall time$/, 'CPU time'), value: cpuSeconds(mine), unit: 's', baseline, baselineValue: cpuSeconds(before) }));
    if (work !== 'one-check') out.push(figure({ section, name: name.replace(/wall time$/, 'property runs/s'), value: perSecond(mine), unit: 'runs/s', baseline, baselineValue: perSecond(before) }));
  };
  wallTime(`${scope} in-process wall time`, 'whole', 'in-process', whole ? suiteTargets.inProcess : undefined);
  wallTime(`${scope} loopback wall time`, 'whole', 'loopback', whole ? suiteTargets.loopback : undefined);
  wallTime(`check ${report.oneCheck} alone wall time`, 'one-check', 'in-process', suiteTargets.oneCheck);
  wallTime(`${scope} at ${report.manyRuns} runs per property wall time`, 'many-runs', 'in-process', whole && report.manyRuns === 2_000 ? suiteTargets.manyRuns : undefined);
  return out;
}

export function memoryFigures(report: MemoryBenchReport): Figure[] {
  const section = 'memory';
  const out = report.figures.map((f) =>
    figure({
      section,
      name: `bytes per ${f.store}`,
      value: f.bytesPerEntry,
      unit: 'B',
      baseline: f.baseline,
      baselineValue: f.baselineBytesPerEntry,
      ...(f.store === 'idempotency key' ? { target: valueAtMost(1024) } : {}),
    }),
  );
  const quarter = report.soak.samples.find((s) => s.done === 0.25);
  const end = report.soak.samples.at(-1);
  if (quarter && end) {
    out.push(figure({ section, name: `mock heap after ${report.soak.sends} sends`, value: mib(end.heapUsedBytes), unit: 'MiB', baseline: 'heap at 25 %', baselineValue: mib(quarter.heapUsedBytes), target: { on: 'ratio', op: '<=', at: 1.1 } }));
  }
  return out;
}

export function upFigures(report: UpBenchReport): Figure[] {
  const section = 'up';
  const seconds = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? undefined : ms / 1_000);
  return [
    figure({ section, name: "'up' ready (its own figure)", value: seconds(report.up.reportedMs), unit: 's', baseline: 'bare node server', baselineValue: seconds(report.bare.wallMs), target: valueAtMost(2) }),
    figure({ section, name: "'up' ready (wall, from spawn)", value: seconds(report.up.wallMs), unit: 's', baseline: 'bare node server', baselineValue: seconds(report.bare.wallMs) }),
  ];
}
