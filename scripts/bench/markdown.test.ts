// The bench's Markdown: the run's load average, the headline figures beside their baselines, and
// a README's marked part filled without touching the rest of the file.
import { describe, expect, it } from 'vitest';
import { benchDocument, figure, summariseLoad } from './figures.ts';
import { benchMarkdown, figuresEnd, figuresStart, fillMarked, headlineMarkdown, readmeBlock, runConditions } from './markdown.ts';

const figures = [
  figure({ section: 'gateway', name: 'send x10 req/s', value: 2_000, unit: 'req/s', baseline: 'relay', baselineValue: 4_000, ratio: 0.52, target: { on: 'ratio', op: '>=', at: 0.5 } }),
  figure({ section: 'gateway', name: 'send x10 cpu/req', value: 300, unit: 'µs', baseline: 'relay', baselineValue: 150 }),
  figure({ section: 'gateway', name: 'send x10 p99', value: 9, unit: 'ms', baseline: 'relay', baselineValue: 3 }),
  figure({ section: 'gateway', name: 'send, relay on undici x10 req/s', value: 2_000, unit: 'req/s', baseline: 'relay-undici', baselineValue: 5_000, ratio: 0.4 }),
  figure({ section: 'gateway', name: 'send, relay on undici x10 cpu/req', value: 300, unit: 'µs', baseline: 'relay-undici', baselineValue: 100 }),
  figure({ section: 'suite', name: 'suite in-process wall time', value: 20, unit: 's', baseline: 'a process per file', baselineValue: 60, target: { on: 'value', op: '<=', at: 15 } }),
  figure({ section: 'suite', name: 'suite in-process CPU time', value: 30, unit: 's', baseline: 'a process per file', baselineValue: 100 }),
];
const document = benchDocument({
  createdAt: '2030-01-02T03:04:05.000Z',
  machine: { node: 'v20.0.0', cpus: 2, memoryBytes: 1, load: summariseLoad(0.4, [1.5, 2.25], 0.75) },
  settings: { sections: ['gateway', 'suite'], rounds: 3, durationSec: 1.5 },
  wallSec: 321.4,
  figures,
  sections: {},
});

describe('bench markdown', () => {
  it('says how the run was made and the load average at its start and end', () => {
    expect(runConditions(document)).toBe(
      'Measured 2030-01-02 by `gateway-harness bench` (gateway, suite; 3 round(s) of 1.5 s per load run) on 2 cpus, Node v20.0.0: load average 0.4 at the start, 0.8 at the end (0.4 to 2.3 during); 321 s in all.',
    );
  });

  it('puts each headline figure beside its baseline, with the ratio, target and verdict, leaving the rest out', () => {
    expect(headlineMarkdown(figures).split('\n')).toEqual([
      '| Figure | Value | Baseline (same run) | Baseline value | Ratio | Target | Met |',
      '|---|---|---|---|---|---|---|',
      '| gateway: send x10 req/s | 2,000 req/s | relay | 4,000 req/s | 0.52x | ratio ≥ 0.5x | yes |',
      '| gateway: send x10 cpu/req | 300 µs | relay | 150 µs | 2.00x |  |  |',
      '| gateway: send, relay on undici x10 req/s | 2,000 req/s | relay-undici | 5,000 req/s | 0.40x |  |  |',
      '| suite: suite in-process wall time | 20.0 s | a process per file | 60.0 s | 0.33x | value ≤ 15.0 | no |',
      '| suite: suite in-process CPU time | 30.0 s | a process per file | 100 s | 0.30x |  |  |',
    ]);
  });

  it('fills only what lies between the markers, and nothing in a file without them', () => {
    const readme = `# Title\n\nBefore.\n\n${figuresStart}\nold figures\n${figuresEnd}\n\nAfter.\n`;
    const filled = fillMarked(readme, readmeBlock(document));
    expect(filled).toBe(`# Title\n\nBefore.\n\n${figuresStart}\n${readmeBlock(document)}\n${figuresEnd}\n\nAfter.\n`);
    expect(fillMarked(filled ?? '', 'again')).toBe(`# Title\n\nBefore.\n\n${figuresStart}\nagain\n${figuresEnd}\n\nAfter.\n`);
    expect(fillMarked('# no markers\n', 'x')).toBeUndefined();
    expect(fillMarked(`${figuresEnd}\n${figuresStart}\n`, 'x')).toBeUndefined();
  });

  it('writes a file of its own with the conditions, the headline table and every figure', () => {
    const text = benchMarkdown(document);
    expect(text.startsWith(`${runConditions(document)}\n\n| Figure |`)).toBe(true);
    expect(text).toContain('| gateway | send x10 p99 | 9.00 ms | relay: 3.00 | 3.00x |');
  });
});
