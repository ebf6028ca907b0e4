// What each section's figures mean: which baseline, which ratio, which target.
import { describe, expect, it } from 'vitest';
import type { Row } from './report.ts';
import { gatewayFigures, memoryFigures, suiteFigures, upFigures, upstreamFigures } from './section-figures.ts';
import type { GatewayBenchReport, SideBySide } from './gateway-bench.ts';
import type { BenchReport } from './report.ts';

const row = (server: string, connections: number, requestsPerSec: number, ratioToBare: number): Row => ({
  server,
  connections,
  requestsPerSec,
  latencyP50Ms: 1,
  latencyP99Ms: 4,
  bytesPerResponse: 300,
  non2xx: 0,
  errors: 0,
  rssBytes: 64 * 1_048_576,
  cpuUsPerRequest: 40,
  ratioToBare,
  ratiosToBare: [ratioToBare],
  cpuToBare: 2,
});

describe('section figures', () => {
  it('upstream: the mock against bare (per-round ratio), WireMock and Prism, with their targets', () => {
    const report = {
      settings: { connections: [10], durationSec: 2, warmupSec: 1, rounds: 1 },
      rows: [row('bare', 10, 50_000, 1), row('mock', 10, 31_000, 0.62), row('prism', 10, 2_000, 0.04), row('wiremock', 10, 40_000, 0.8)],
      comparisons: [{ connections: 10, mockToPrism: 15.5, mockToWireMock: 0.775 }],
    } as unknown as BenchReport;
    const figures = upstreamFigures(report);
    const byName = (name: string) => figures.find((f) => f.name === name);
    expect(byName('mock x10 req/s')).toMatchObject({ value: 31_000, baseline: 'bare', baselineValue: 50_000, ratio: 0.62, met: true });
    expect(byName('mock x10 req/s vs WireMock')).toMatchObject({ ratio: 0.775, met: false });
    expect(byName('mock x10 req/s vs Prism')).toMatchObject({ ratio: 15.5, met: true });
    expect(byName('mock x10 p99')).toMatchObject({ value: 4, baselineValue: 4, ratio: 1 });
    expect(byName('mock RSS after the runs')).toMatchObject({ value: 64, baselineValue: 64 });
  });

  it('memory: bytes per entry against the bare store, the key target at 1 KiB, the soak flat within 10 %', () => {
    const figures = memoryFigures({
      entries: 1_000_000,
      figures: [
        { store: 'idempotency key', entries: 1_000_000, bytesPerEntry: 999, baseline: 'map', baselineBytesPerEntry: 900, fillMs: 1 },
        { store: 'journal entry', entries: 1_000_000, bytesPerEntry: 650, baseline: 'array', baselineBytesPerEntry: 325, fillMs: 1 },
      ],
      soak: {
        sends: 1_000_000,
        collected: true,
        journalCapacity: 10_000,
        elapsedMs: 1,
        statuses: {},
        heapWithoutStoredMessagesBytes: 0,
        samples: [
          { done: 0.25, sends: 250_000, rssBytes: 0, heapUsedBytes: 40 * 1_048_576, journalSize: 10_000, journalDropped: 0, storedMessages: 0 },
          { done: 1, sends: 1_000_000, rssBytes: 0, heapUsedBytes: 46 * 1_048_576, journalSize: 10_000, journalDropped: 0, storedMessages: 0 },
        ],
      },
    });
    expect(figures.map((f) => [f.name, f.ratio, f.met])).toEqual([
      ['bytes per idempotency key', 1.11, true],
      ['bytes per journal entry', 2, undefined],
      ['mock heap after 1000000 sends', 1.15, false],
    ]);
  });

  it('suite: each run beside the same work with a process per file, the targets only for the whole suite', () => {
    const counts = { checks: 1, passed: 1, failed: 0, notRun: 0, errors: 0 };
    const timings = [
      { target: 'in-process' as const, work: 'whole' as const, baseline: false, runsPerProperty: 200, wallMs: 10_000, cpuMs: 15_000, propertyRuns: 4_000, ...counts },
      { target: 'in-process' as const, work: 'whole' as const, baseline: true, runsPerProperty: 200, wallMs: 50_000, cpuMs: 60_000, propertyRuns: 4_000, ...counts },
      { target: 'loopback' as const, work: 'whole' as const, baseline: false, runsPerProperty: 200, wallMs: 30_000, cpuMs: undefined, propertyRuns: 4_000, ...counts },
      { target: 'in-process' as const, work: 'one-check' as const, baseline: false, runsPerProperty: 200, wallMs: 2_000, cpuMs: 2_500, propertyRuns: 200, ...counts },
      { target: 'in-process' as const, work: 'one-check' as const, baseline: true, runsPerProperty: 200, wallMs: 40_000, cpuMs: 30_000, propertyRuns: 200, ...counts },
    ];
    const report = { profile: 'spec' as const, seed: 1, runsPerProperty: 200, area: null, oneCheck: 'some-check', manyRuns: 2_000, timings };
    const figures = suiteFigures(report);
    expect(figures.map((f) => [f.name, f.value, f.baselineValue, f.met])).toEqual([
      ['suite in-process wall time', 10, 50, true],
      ['suite in-process CPU time', 15, 60, undefined],
      ['suite in-process property runs/s', 400, 80, undefined],
      ['suite loopback wall time', 30, undefined, false],
      ['suite loopback CPU time', undefined, undefined, undefined],
      ['suite loopback property runs/s', 4000 / 30, undefined, undefined],
      ['check some-check alone wall time', 2, 40, true],
      ['check some-check alone CPU time', 2.5, 30, undefined],
    ]);
    expect(figures[0]?.ratio).toBe(0.2);
    const [area] = suiteFigures({ ...report, area: 'listing' });
    expect(area?.name).toBe('area listing in-process wall time');
    expect(area?.target).toBeUndefined();
  });

  it("up: its own ready figure against the 2 s target, beside a bare node server's start", () => {
    const [own] = upFigures({ up: { name: 'up', wallMs: 1_000, reportedMs: 900 }, bare: { name: 'bare-node', wallMs: 180 }, tries: [] });
    expect(own).toMatchObject({ value: 0.9, baselineValue: 0.18, ratio: 5, met: true });
  });

  it('gateway: the send against the relay with its target, and again beside the relay on the same platform client without one', () => {
    const part = (baseline: string, rows: Row[]): SideBySide => ({ title: '', baseline, request: { method: 'POST', path: '/api/v2/messages' }, rows, runs: [], startMs: {} });
    const none = part('x', []);
    const report: GatewayBenchReport = {
      loadBefore: 1,
      loadAfter: 1,
      sends: part('relay', [row('relay', 10, 10_000, 1), row('reference', 10, 6_000, 0.6), row('relay-undici', 10, 15_000, 1.5)]),
      sendsSameClient: part('relay-undici', [row('relay-undici', 10, 15_000, 1), row('reference', 10, 6_000, 0.4)]),
      replays: none,
      listing: none,
    };
    const reqs = gatewayFigures(report).filter((f) => f.unit === 'req/s');
    expect(reqs.map((f) => [f.name, f.baseline, f.baselineValue, f.ratio, f.met])).toEqual([
      ['send x10 req/s', 'relay', 10_000, 0.6, true],
      ['send, relay on undici x10 req/s', 'relay-undici', 15_000, 0.4, undefined],
    ]);
  });
});
