// The command line of `gateway-harness bench`.
import { describe, expect, it } from 'vitest';
import { BenchUsageError, readBenchOptions, sections } from './bench-options.ts';

describe('bench options', () => {
  it('runs every section at the default settings', () => {
    expect(readBenchOptions([])).toEqual({
      sections: [...sections],
      durationSec: 1.5,
      warmupSec: 0.5,
      rounds: 2,
      connections: [1, 10, 50],
      sendConnections: [10, 50],
      pageConnections: [10],
      servers: ['bare', 'mock', 'prism', 'wiremock'],
      deliveryWindow: 20,
      entries: 1_000_000,
      area: undefined,
      oneCheck: 'listing-garbage-cursor-400',
      manyRuns: 2_000,
      upTries: 3,
      out: 'reports/bench.json',
      markdown: undefined,
    });
  });

  it('chooses sections with --only and --skip, in the bench order', () => {
    expect(readBenchOptions(['--only', 'memory,upstream']).sections).toEqual(['upstream', 'memory']);
    expect(readBenchOptions(['--skip', 'suite,upstream']).sections).toEqual(['gateway', 'deliveries', 'memory', 'up']);
    expect(() => readBenchOptions(['--only', 'up', '--skip', 'up'])).toThrow(/no section left/);
    expect(() => readBenchOptions(['--only', 'disk'])).toThrow(/unknown "disk"/);
  });

  it('makes --quick short and lets explicit options win', () => {
    const quick = readBenchOptions(['--quick', '--rounds', '3']);
    expect(quick).toMatchObject({ durationSec: 1, warmupSec: 0.5, rounds: 3, connections: [10], sendConnections: [10], entries: 200_000, upTries: 1, manyRuns: 0 });
  });

  it('keeps the bare server whatever --servers says, and reads connection lists once each', () => {
    expect(readBenchOptions(['--servers', 'mock,wiremock']).servers).toEqual(['bare', 'mock', 'wiremock']);
    expect(readBenchOptions(['--connections', '50, 1,50']).connections).toEqual([50, 1]);
  });

  it('refuses numbers out of range, unknown options and stray arguments', () => {
    for (const argv of [['--rounds', '0'], ['--duration', 'x'], ['--entries', '10'], ['--connections', '1,,2'], ['--nope'], ['extra'], ['--area', '../x'], ['--one-check', 'a b'], ['--many-runs', '-1']]) {
      expect(() => readBenchOptions(argv), argv.join(' ')).toThrow(BenchUsageError);
    }
  });
});
