// The Markdown the coverage command prints, and its JSON, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import type { FaultBreaks } from './proofs.ts';
import { renderCoverage, type CoverageSources } from './render-coverage.ts';

const check = (id: string, section: string, asserts: Record<string, string[]>, more: Partial<ListedCheck> = {}): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], asserts, file: 'suites/send/x.check.ts', ...more });

const statements: Statement[] = [
  { id: '4.1-asserted', section: '4.1', rule: 'a value | with a pipe', boundaries: ['at-limit', 'one-past'], open: ['A1'] },
  { id: '4.1-partial', section: '4.1', rule: 'half tried', boundaries: ['tried-case', 'left-case'] },
  { id: '4.1-open', section: '4.1', rule: 'left to the reader', open: ['A2', 'A3'] },
  { id: '4.1-gap', section: '4.1', rule: 'nobody checks this', boundaries: ['needs-clock'], note: 'needs a clock' },
  { id: '8-limit', section: '8', also: ['4.1'], rule: 'at most ten', boundaries: ['ten'] },
];
const sources: CoverageSources = {
  proofs: { faults: [], run: undefined, file: 'reports/kill-table/full.json' },
  statements,
  checks: [
    check('spec-check', '4.1', { '4.1-asserted': ['at-limit', 'one-past'], '4.1-partial': ['tried-case'], '8-limit': ['ten'] }),
    check('ref-check', '4.1', { '4.1-asserted': ['one-past'], '4.1-partial': ['left-case'] }, { profile: 'reference' }),
    check('doc-check', '8', { '4.1-asserted': ['at-limit'] }, { subject: 'bundled-contract', file: 'suites/contract/limits.check.ts' }),
    check('lonely', '8', {}),
  ],
  decisions: new Set(['A1', 'A2', 'A3']),
  sections: ['4', '4.1', '8'],
  titles: { '4': 'Endpoints', '4.1': 'POST /api/v2/messages', '8': 'Limits' },
  notes: { '4': 'shared rules only' },
};

describe('coverage table', () => {
  const { out, problems } = renderCoverage(sources);

  it('opens with the totals claimed, the share asserted at every boundary case among them, and what is proven', () => {
    expect(problems).toEqual([]);
    expect(out.split('\n').slice(0, 4)).toEqual([
      'Claimed: 5 statements: 2 asserted at every boundary case (40%), 1 partly, 1 open by decision, 1 unasserted.',
      '6 boundary cases, 4 tried by spec-profile behaviour checks.',
      'Proven: 0 of 5 statements (0%) broken by a faulty build that a check claiming them killed, and 0 of 6 boundary cases; no kill-table run is recorded at reports/kill-table/full.json (`gateway-harness kill-table --full` records one).',
      '4 checks, 1 claiming no statement.',
    ]);
  });

  it('says which run the proofs come from, and per statement which builds prove it or what became of them', () => {
    const run = {
      form: 'full' as const,
      at: '2026-11-28T10:00:00.000Z',
      commit: 'abc1234',
      generatedTotal: 1,
      reference: [],
      builds: [
        { name: 'limit-moved', section: '8', verdict: 'killed' as const, caughtBy: ['spec-check'], durationMs: 1, generated: true, breaks: {} },
        { name: 'gap-left', section: '4.1', verdict: 'survived' as const, caughtBy: [], durationMs: 1, generated: false, breaks: {} },
      ],
    };
    const faults: FaultBreaks[] = [
      { name: 'limit-moved', generated: true, breaks: { '8-limit': ['ten'] } },
      { name: 'gap-left', generated: false, breaks: { '4.1-gap': ['needs-clock'] } },
    ];
    const proven = renderCoverage({ ...sources, proofs: { faults, run, file: 'reports/kill-table/full.json' } });
    expect(proven.out.split('\n')[2]).toBe(
      'Proven: 1 of 5 statements (20%) broken by a faulty build that a check claiming them killed, and 1 of 6 boundary cases; from the full kill table run 2026-11-28T10:00:00.000Z at commit abc1234 (reports/kill-table/full.json: 2 builds, 1 killed, 0 open).',
    );
    expect(proven.out).toContain('| `8-limit` (from 8) | at most ten | asserted | `ten` by `spec-check` |  | `limit-moved` by `spec-check` |');
    expect(proven.out).toContain('| `4.1-gap` | nobody checks this _(needs a clock)_ | **UNASSERTED** |  | `needs-clock` | not proven: `gap-left` (survived) |');
    const unproven = renderCoverage({ ...sources, proofs: { faults, run, file: 'reports/kill-table/full.json' } }, { unprovenOnly: true }).out;
    expect(unproven.split('\n')[0]).toBe('4 of 5 statements are proven by no killed faulty build; from the full kill table run 2026-11-28T10:00:00.000Z at commit abc1234 (reports/kill-table/full.json: 2 builds, 1 killed, 0 open).');
    expect(unproven).toContain('| `4.1-gap` | nobody checks this | **UNASSERTED** | `gap-left` (survived) | needs a clock |');
    expect(unproven).not.toContain('`8-limit`');
  });

  it('reports a faulty build that breaks a statement or case the catalogue does not list', () => {
    const faults = [{ name: 'stray', generated: false, breaks: { '4.1-gap': ['no-such-case'], '9-none': [] } }];
    expect(renderCoverage({ ...sources, proofs: { faults, run: undefined, file: '' } }).problems).toEqual([
      'faulty build stray breaks boundary "no-such-case" of 4.1-gap, which the statement does not list',
      'faulty build stray breaks statement 9-none, which the catalogue does not have',
    ]);
  });

  it('gives each section a heading, a tally and a row per statement, restated ones marked', () => {
    expect(out).toContain('## 4.1 POST /api/v2/messages\n\n4 statements: 1 asserted, 1 partly, 1 open by decision, 1 unasserted; 0 proven; 1 more restated from other sections.');
    expect(out).toContain('| `8-limit` (from 8) | at most ten | asserted | `ten` by `spec-check` |  |  |');
    expect(out).toContain('## 4 Endpoints\n\n_shared rules only_');
  });

  it('says per statement which cases are tried and by which checks, which are left, and the decisions open', () => {
    expect(out).toContain('| `4.1-asserted` | a value \\| with a pipe | asserted; open: A1 | `at-limit` by `spec-check`, `doc-check` (contract); `one-past` by `spec-check`, `ref-check` (reference) |  |  |');
    expect(out).toContain('| `4.1-partial` | half tried | partial (1 of 2) | `tried-case` by `spec-check` | `left-case` (only `ref-check` (reference)) |  |');
    expect(out).toContain('| `4.1-open` | left to the reader | open by decision: A2, A3 |  |  |  |');
    expect(out).toContain('| `4.1-gap` | nobody checks this _(needs a clock)_ | **UNASSERTED** |  | `needs-clock` |  |');
  });

  it('ends with the checks that claim no statement', () => {
    expect(out.endsWith('| `lonely` | 8 | spec | shows lonely |')).toBe(true);
  });

  it('shows only the statements with a case left to try with --uncovered, each with its note', () => {
    const gaps = renderCoverage(sources, { uncoveredOnly: true }).out;
    expect(gaps).toBe(
      [
        '2 of 5 statements have a boundary case no spec-profile behaviour check tries (statements the spec leaves open are not gaps).',
        '',
        '## 4.1 POST /api/v2/messages',
        '',
        '| Statement | Rule | Left to try | Note |',
        '|---|---|---|---|',
        '| `4.1-partial` | half tried | `left-case` (only `ref-check` (reference)) |  |',
        '| `4.1-gap` | nobody checks this | `needs-clock` | needs a clock |',
      ].join('\n'),
    );
  });

  it('narrows to one section with --section, restated statements included', () => {
    const eight = renderCoverage(sources, { section: '8' }).out;
    expect(eight).not.toContain('## 4.1');
    expect(eight).toContain('Claimed: 1 statement: 1 asserted at every boundary case (100%), 0 partly, 0 open by decision, 0 unasserted.');
    expect(eight).toContain('2 checks, 1 claiming no statement.');
  });

  it('prints JSON with the summary, the sections, the checks claiming nothing and the problems', () => {
    const json = JSON.parse(renderCoverage(sources, { json: true, section: '4.1' }).out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['summary', 'run', 'sections', 'unlinkedChecks', 'problems']);
    expect(json.summary).toMatchObject({ statements: 5, asserted: 2, assertedPercent: 40, partial: 1, open: 1, unasserted: 1 });
    const [section] = json.sections as { section: string; statements: { id: string; status: string; boundaries: { id: string; tried: boolean }[] }[]; restated: { id: string }[] }[];
    expect(section?.statements.map((s) => [s.id, s.status])).toEqual([['4.1-asserted', 'asserted'], ['4.1-partial', 'partial'], ['4.1-open', 'open'], ['4.1-gap', 'unasserted']]);
    expect(section?.statements[1]?.boundaries.map((b) => [b.id, b.tried])).toEqual([['tried-case', true], ['left-case', false]]);
    expect(section?.restated.map((s) => s.id)).toEqual(['8-limit']);
    expect(json.unlinkedChecks).toEqual([]);
  });

  it('reports a claim on a case the statement does not list as a problem, and does not count it', () => {
    const stale = { ...sources, checks: [...sources.checks, check('renamed', '8', { '4.1-gap': ['needs-a-clock'] })] };
    const drifted = renderCoverage(stale);
    expect(drifted.problems).toEqual(['check renamed claims boundary "needs-a-clock" of 4.1-gap, which the statement does not list']);
    expect(drifted.out).toContain('| `4.1-gap` | nobody checks this _(needs a clock)_ | **UNASSERTED** |  | `needs-clock` |  |');
    expect(JSON.parse(renderCoverage(stale, { json: true }).out).problems).toEqual(drifted.problems);
  });
});
