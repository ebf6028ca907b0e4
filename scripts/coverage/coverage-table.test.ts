// The Markdown the coverage command prints, and its JSON, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { renderCoverage, type CoverageSources } from './render-coverage.ts';

const check = (id: string, section: string, more: Partial<ListedCheck> = {}): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], file: 'suites/send/x.check.ts', ...more });

const statements: Statement[] = [
  { id: '4.1-covered', section: '4.1', rule: 'a value | with a pipe', checks: ['spec-check', 'ref-check', 'doc-check'], open: ['A1'] },
  { id: '4.1-open', section: '4.1', rule: 'left to the reader', checks: [], open: ['A2', 'A3'] },
  { id: '4.1-gap', section: '4.1', rule: 'nobody checks this', checks: [], note: 'needs a clock' },
  { id: '8-limit', section: '8', also: ['4.1'], rule: 'at most ten', checks: ['spec-check'] },
];
const sources: CoverageSources = {
  statements,
  checks: [check('spec-check', '4.1'), check('ref-check', '4.1', { profile: 'reference' }), check('doc-check', '8', { file: 'suites/contract/limits.check.ts' }), check('lonely', '8')],
  decisions: new Set(['A1', 'A2', 'A3']),
  sections: ['4', '4.1', '8'],
  titles: { '4': 'Endpoints', '4.1': 'POST /api/v2/messages', '8': 'Limits' },
  notes: { '4': 'shared rules only' },
};

describe('coverage table', () => {
  const { out, problems } = renderCoverage(sources);

  it('opens with the totals', () => {
    expect(problems).toEqual([]);
    expect(out.split('\n').slice(0, 2)).toEqual([
      '4 statements: 2 covered (2 by spec-profile behaviour checks), 1 open by decision, 1 uncovered.',
      '4 checks, 1 named by no statement.',
    ]);
  });

  it('gives each section a heading, a tally and a row per statement, restated ones marked', () => {
    expect(out).toContain('## 4.1 POST /api/v2/messages\n\n3 statements: 1 covered, 1 open by decision, 1 uncovered; 1 more restated from other sections.');
    expect(out).toContain('| `8-limit` (from 8) | at most ten | `spec-check` |');
    expect(out).toContain('## 4 Endpoints\n\n_shared rules only_');
  });

  it('marks the kind of each check, the decisions left open, and flags the gap', () => {
    expect(out).toContain('| `4.1-covered` | a value \\| with a pipe | `spec-check`, `ref-check` (reference), `doc-check` (contract); open: A1 |');
    expect(out).toContain('| `4.1-open` | left to the reader | open by decision: A2, A3 |');
    expect(out).toContain('| `4.1-gap` | nobody checks this _(needs a clock)_ | **UNCOVERED** |');
  });

  it('ends with the checks no statement names', () => {
    expect(out.endsWith('| `lonely` | 8 | spec | shows lonely |')).toBe(true);
  });

  it('shows only the gaps with --uncovered, saying why each has no check', () => {
    const gaps = renderCoverage(sources, { uncoveredOnly: true }).out;
    expect(gaps).toBe(
      [
        '1 of 4 statements no check asserts (statements the spec leaves open are not gaps).',
        '',
        '## 4.1 POST /api/v2/messages',
        '',
        '| Statement | Rule | Why no check |',
        '|---|---|---|',
        '| `4.1-gap` | nobody checks this | needs a clock |',
      ].join('\n'),
    );
  });

  it('narrows to one section with --section, restated statements included', () => {
    const eight = renderCoverage(sources, { section: '8' }).out;
    expect(eight).not.toContain('## 4.1');
    expect(eight).toContain('1 statement: 1 covered (1 by spec-profile behaviour checks), 0 open by decision, 0 uncovered.');
    expect(eight).toContain('2 checks, 1 named by no statement.');
  });

  it('prints JSON with the summary, the sections, the unnamed checks and the problems', () => {
    const json = JSON.parse(renderCoverage(sources, { json: true, section: '4.1' }).out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['summary', 'sections', 'unlinkedChecks', 'problems']);
    expect(json.summary).toMatchObject({ statements: 4, covered: 2, open: 1, uncovered: 1 });
    const [section] = json.sections as { section: string; statements: { id: string; status: string }[]; restated: { id: string }[] }[];
    expect(section?.statements.map((s) => [s.id, s.status])).toEqual([['4.1-covered', 'covered'], ['4.1-open', 'open'], ['4.1-gap', 'uncovered']]);
    expect(section?.restated.map((s) => s.id)).toEqual(['8-limit']);
    expect(json.unlinkedChecks).toEqual([]);
  });

  it('reports a check id no check declares as a problem, and marks it in the table', () => {
    const stale = { ...sources, statements: [...statements, { id: '8-stale', section: '8', rule: 'renamed away', checks: ['old-name'] }] };
    const drifted = renderCoverage(stale);
    expect(drifted.problems).toEqual(['statement 8-stale names check "old-name", which no check declares']);
    expect(drifted.out).toContain('| `8-stale` | renamed away | **UNCOVERED** |');
    expect(JSON.parse(renderCoverage(stale, { json: true }).out).problems).toEqual(drifted.problems);
  });
});
