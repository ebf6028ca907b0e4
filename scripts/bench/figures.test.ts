// The bench's figures: ratios to a baseline of the same run, targets judged on the ratio or the
// value, and the printed table and Markdown.
import { describe, expect, it } from 'vitest';
import { benchDocument, figure, figureMarkdown, figureTable, formatNumber, formatRatio, formatTarget, judge, ratioOf, summariseLoad, textTable } from './figures.ts';

describe('bench figures', () => {
  it('takes the ratio of value to baseline, and has none without both or with a zero baseline', () => {
    expect(ratioOf(300, 1_200)).toBe(0.25);
    expect(ratioOf(undefined, 1)).toBeUndefined();
    expect(ratioOf(1, 0)).toBeUndefined();
    expect(ratioOf(Number.NaN, 1)).toBeUndefined();
  });

  it('keeps a ratio the section worked out (per round) instead of dividing the medians', () => {
    const made = figure({ section: 'upstream', name: 'mock x10 req/s', value: 9_000, unit: 'req/s', baseline: 'bare', baselineValue: 20_000, ratio: 0.5, target: { on: 'ratio', op: '>=', at: 0.6 } });
    expect(made.ratio).toBe(0.5);
    expect(made.met).toBe(false);
    expect(figure({ section: 's', name: 'n', value: 9_000, unit: 'u', baseline: 'b', baselineValue: 20_000 }).ratio).toBe(0.45);
  });

  it('judges targets on the ratio or on the value, and not at all without the figure', () => {
    expect(judge({ on: 'value', op: '<=', at: 1024 }, { value: 999, ratio: 1.1 })).toBe(true);
    expect(judge({ on: 'value', op: '<=', at: 1024 }, { value: 1025, ratio: 0.1 })).toBe(false);
    expect(judge({ on: 'ratio', op: '>=', at: 10 }, { value: 1, ratio: 10 })).toBe(true);
    expect(judge({ on: 'ratio', op: '>=', at: 10 }, { value: 1, ratio: undefined })).toBeUndefined();
    expect(figure({ section: 's', name: 'n', value: 5, unit: 'u', baseline: 'b', baselineValue: 1 }).met).toBeUndefined();
  });

  it('prints numbers with a few significant digits and ratios with two decimals', () => {
    expect(formatNumber(54_256.4)).toBe('54,256');
    expect(formatNumber(41.26)).toBe('41.3');
    expect(formatNumber(0.04567)).toBe('0.046');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatRatio(0.6049)).toBe('0.60x');
    expect(formatRatio(undefined)).toBe('-');
    expect(formatTarget({ on: 'ratio', op: '>=', at: 0.35 })).toBe('ratio ≥ 0.35x');
    expect(formatTarget({ on: 'value', op: '<=', at: 1024 })).toBe('value ≤ 1,024');
  });

  it('lines up a table: the two name columns left, figures right, a rule under the header', () => {
    expect(textTable(['a', 'name', 'n'], [['x', 'long name', '1'], ['yy', 'n', '100']])).toBe(['a   name         n', '--  ---------  ---', 'x   long name    1', 'yy  n          100'].join('\n'));
  });

  it('shows each figure with its baseline, ratio, target and whether it was met', () => {
    const figures = [
      figure({ section: 'memory', name: 'bytes per idempotency key', value: 1_100, unit: 'B', baseline: 'bare map', baselineValue: 900, target: { on: 'value', op: '<=', at: 1024 } }),
      figure({ section: 'up', name: 'ready', value: 0.9, unit: 's', baseline: 'bare node', baselineValue: 0.18 }),
    ];
    const text = figureTable(figures);
    expect(text.split('\n')[2]).toMatch(/^memory\s+bytes per idempotency key\s+1,100\s+B\s+bare map\s+900\s+1\.22x\s+value ≤ 1,024\s+NO$/);
    expect(text.split('\n')[3]).toMatch(/^up\s+ready\s+0\.900\s+s\s+bare node\s+0\.180\s+5\.00x$/);
    expect(figureMarkdown(figures).split('\n')).toEqual([
      '| section | figure | value | baseline | ratio | target |',
      '|---|---|---|---|---|---|',
      '| memory | bytes per idempotency key | 1,100 B | bare map: 900 | 1.22x | value ≤ 1,024 (NO) |',
      '| up | ready | 0.900 s | bare node: 0.180 | 5.00x | |',
    ]);
  });

  it('summarises the load average over the run and stamps the document', () => {
    expect(summariseLoad(2, [4, 6], 3)).toEqual({ before: 2, after: 3, min: 2, max: 6, mean: 3.75, samples: 4 });
    const document = benchDocument({ createdAt: 'now', machine: { node: 'v20', cpus: 2, memoryBytes: 1, load: summariseLoad(1, [], 1) }, settings: {}, wallSec: 1, figures: [], sections: {} });
    expect([document.format, document.version]).toEqual(['gateway-harness-bench', 1]);
  });
});
