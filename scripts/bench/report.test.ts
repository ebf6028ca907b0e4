import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load-protocol.ts';
import { buildReport, median, type Measurement } from './report.ts';
import type { ServerName } from './servers.ts';

const figures = (requestsPerSec: number, responses: number): LoadFigures => ({
  requestsPerSec,
  responses,
  bytesPerResponse: 340,
  latencyP50Ms: 1,
  latencyP99Ms: 2,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  durationSec: 3,
});

const run = (server: ServerName, round: number, requestsPerSec: number, cpuMs: number): Measurement => ({
  server,
  connections: 10,
  round,
  figures: figures(requestsPerSec, requestsPerSec * 3),
  rssBytes: 100 * 1_048_576,
  cpuMs,
});

describe('the bench report', () => {
  it('takes the middle of odd and even counts and ignores what is unknown', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeUndefined();
  });

  it('takes each ratio within a round, then the median of those', () => {
    // Round 2 is slow for both servers (other work on the machine); its ratio is still 0.5.
    const runs = [run('bare', 1, 20_000, 1_200), run('mock', 1, 12_000, 1_440), run('bare', 2, 10_000, 600), run('mock', 2, 5_000, 600), run('bare', 3, 20_000, 1_200), run('mock', 3, 11_000, 1_320)];
    const report = buildReport(1, { durationSec: 3, warmupSec: 1, connections: [10], rounds: 3 }, { method: 'POST', path: '/x' }, [
      { name: 'bare', description: 'b', startMs: 1 },
      { name: 'mock', description: 'm', startMs: 1 },
    ], runs);
    const mock = report.rows.find((row) => row.server === 'mock');
    expect(mock?.ratiosToBare).toEqual([0.6, 0.5, 0.55]);
    expect(mock?.ratioToBare).toBe(0.55);
    expect(mock?.requestsPerSec).toBe(11_000);
    // CPU per request: bare 20 µs in every round; mock 40, 40 and 40 µs.
    expect(mock?.cpuUsPerRequest).toBeCloseTo(40);
    expect(mock?.cpuToBare).toBeCloseTo(2);
    expect(report.comparisons).toEqual([{ connections: 10, mockToPrism: undefined, mockToWireMock: undefined }]);
    expect(report.runs).toHaveLength(6);
  });
});
