// How statements get their status from the boundary cases checks claim, what counts apart, and
// what each filter keeps, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { buildCoverage, selectCoverage } from './coverage-model.ts';
import type { FaultBreaks } from './proofs.ts';

const check = (id: string, section: string, asserts: Record<string, string[]>, more: Partial<ListedCheck> = {}): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], asserts, file: 'suites/send/x.check.ts', ...more });
const statement = (id: string, boundaries: string[], more: Partial<Statement> = {}): Statement => ({ id, section: id.split('-')[0]!, rule: `rule of ${id}`, boundaries, ...more });

const sections = ['1', '2', '2.1', '2.2', '8'];
const checks = [
  check('behaves', '2.1', { '2.1-every-edge': ['at-limit', 'one-past'], '2.1-some-edges': ['at-limit'], '2.1-restated': ['only-case'] }),
  check('reference-choice', '2.1', { '2.1-by-reference': ['only-case'], '2.1-some-edges': ['one-past'] }, { profile: 'reference' }),
  check('contract-doc', '8', { '8-by-contract': ['only-case'], '2.1-every-edge': ['at-limit'] }, { subject: 'bundled-contract', file: 'suites/contract/limits.check.ts' }),
  check('orphan', '2.2', {}),
];
const catalogue: Statement[] = [
  statement('2.1-every-edge', ['at-limit', 'one-past']),
  statement('2.1-some-edges', ['at-limit', 'one-past', 'empty'], { open: ['A1'] }),
  statement('2.1-by-reference', ['only-case']),
  statement('8-by-contract', ['only-case']),
  statement('2.1-left-open', [], { open: ['A7'] }),
  statement('2.2-gap', ['never-tried'], { note: 'nothing sends it' }),
  statement('2.1-restated', ['only-case'], { also: ['8'] }),
];
const report = buildCoverage({ statements: catalogue, checks, sections, titles: { '2.1': 'Send request body' }, notes: { '2': 'heading only' } });
const byId = (id: string) => report.sections.flatMap((s) => s.statements).find((s) => s.id === id);

describe('coverage model', () => {
  it('asserts a statement whose every case a spec-profile behaviour check tries, partly one with some tried', () => {
    expect(['2.1-every-edge', '2.1-some-edges', '2.1-left-open', '2.2-gap'].map((id) => byId(id)?.status)).toEqual(['asserted', 'partial', 'open', 'unasserted']);
  });

  it('says per case whether it is tried and by which checks, those that count apart included', () => {
    expect(byId('2.1-some-edges')?.boundaries).toEqual([
      { id: 'at-limit', tried: true, checks: [{ id: 'behaves', profile: 'spec', contract: false, counts: true }] },
      { id: 'one-past', tried: false, checks: [{ id: 'reference-choice', profile: 'reference', contract: false, counts: false }] },
      { id: 'empty', tried: false, checks: [] },
    ]);
    expect(byId('2.1-every-edge')?.boundaries[0]?.checks.map((c) => c.id)).toEqual(['behaves', 'contract-doc']);
  });

  it('counts no case tried by reference-profile or contract checks alone, and says which claimed it', () => {
    expect(['2.1-by-reference', '8-by-contract'].map((id) => [byId(id)?.status, byId(id)?.strength])).toEqual([
      ['unasserted', 'reference-only'],
      ['unasserted', 'contract-only'],
    ]);
  });

  it('lists a restated statement under each section and counts it once, with the share asserted', () => {
    const eight = report.sections.find((s) => s.section === '8');
    expect(eight?.statements.map((s) => s.id)).toEqual(['8-by-contract']);
    expect(eight?.restated.map((s) => s.id)).toEqual(['2.1-restated']);
    expect(report.summary).toEqual({
      statements: 7,
      asserted: 2,
      assertedPercent: 28.6,
      partial: 1,
      open: 1,
      unasserted: 3,
      referenceOnly: 1,
      contractOnly: 1,
      boundaries: 9,
      boundariesTried: 4,
      proven: 0,
      provenPercent: 0,
      boundariesProven: 0,
      checks: 4,
      unlinkedChecks: 1,
    });
  });

  it('keeps every spec section in order, with its title and its note', () => {
    expect(report.sections.map((s) => s.section)).toEqual(sections);
    expect(report.sections.find((s) => s.section === '2')).toMatchObject({ note: 'heading only', statements: [] });
    expect(report.sections.find((s) => s.section === '2.1')?.title).toBe('Send request body');
  });

  it('names the checks that claim no statement', () => {
    expect(report.unlinked.map((c) => c.id)).toEqual(['orphan']);
  });
});

describe('selecting part of the coverage', () => {
  it('keeps a section and its subsections, with restated statements, and counts only their checks', () => {
    const two = selectCoverage(report, { section: '2' });
    expect(two.sections.map((s) => s.section)).toEqual(['2', '2.1', '2.2']);
    expect(two.summary).toMatchObject({ statements: 6, checks: 3, unlinkedChecks: 1 });
    const eight = selectCoverage(report, { section: '8' });
    expect(eight.sections.flatMap((s) => [...s.statements, ...s.restated]).map((s) => s.id)).toEqual(['8-by-contract', '2.1-restated']);
    expect(eight.summary).toMatchObject({ statements: 2, asserted: 1, checks: 1, unlinkedChecks: 0 });
  });

  it('does not take 2.10 for a subsection of 2.1, nor 2.1 for section 2.10', () => {
    const many = buildCoverage({ statements: [statement('2.10-far', ['x']), statement('2.1-near', ['x'])], checks, sections: ['2.1', '2.10'], titles: {}, notes: {} });
    expect(selectCoverage(many, { section: '2.1' }).sections.map((s) => s.section)).toEqual(['2.1']);
  });

  it('keeps only the statements with a case left to try, still counting every statement of the selection', () => {
    const gaps = selectCoverage(report, { uncoveredOnly: true });
    expect(gaps.sections.flatMap((s) => s.statements.map((x) => x.id))).toEqual(['2.1-some-edges', '2.1-by-reference', '2.2-gap', '8-by-contract']);
    expect(gaps.unlinked).toEqual([]);
    expect(gaps.summary).toMatchObject({ statements: 7, partial: 1, unasserted: 3 });
    expect(selectCoverage(report, { uncoveredOnly: true, section: '2.2' }).sections.map((s) => s.section)).toEqual(['2.2']);
  });
});

describe('proven coverage', () => {
  const faults: FaultBreaks[] = [
    { name: 'edge-moved', generated: true, breaks: { '2.1-every-edge': ['one-past'] } },
    { name: 'edge-kept-open', generated: true, breaks: { '2.1-every-edge': [] } },
    { name: 'gap-fault', generated: false, breaks: { '2.2-gap': ['never-tried'], '2.1-some-edges': ['empty'] } },
    { name: 'by-the-reference', generated: false, breaks: { '2.1-by-reference': ['only-case'] } },
  ];
  const verdict = (name: string, v: 'killed' | 'open' | 'survived', caughtBy: string[] = []) => ({ name, section: '2.1', verdict: v, caughtBy, durationMs: 1, generated: false, breaks: {} });
  const run = {
    form: 'full' as const,
    at: '2026-11-28T10:00:00.000Z',
    commit: 'abc1234',
    generatedTotal: 2,
    reference: [],
    builds: [verdict('edge-moved', 'killed', ['behaves']), verdict('edge-kept-open', 'open'), verdict('gap-fault', 'killed', ['behaves']), verdict('by-the-reference', 'killed', ['reference-choice'])],
  };
  const proven = buildCoverage({ statements: catalogue, checks, sections, titles: {}, notes: {}, proofs: { faults: [...faults, { name: 'never-run', generated: false, breaks: { '2.1-every-edge': ['at-limit'] } }], run, file: 'reports/kill-table/full.json' } });
  const of = (id: string) => proven.sections.flatMap((s) => s.statements).find((s) => s.id === id)?.proof;

  it('proves a statement and its case through a build killed by a check claiming that case', () => {
    expect(of('2.1-every-edge')).toEqual({
      proven: true,
      provenCases: ['one-past'],
      faults: [
        { name: 'edge-moved', generated: true, cases: ['one-past'], verdict: 'killed', killedBy: ['behaves'] },
        { name: 'edge-kept-open', generated: true, cases: [], verdict: 'open', killedBy: [] },
        { name: 'never-run', generated: false, cases: ['at-limit'], verdict: 'not run', killedBy: [] },
      ],
    });
  });

  it('proves nothing through a kill by a check that does not claim what the build breaks, or by a reference-profile check', () => {
    expect(of('2.2-gap')).toMatchObject({ proven: false, faults: [{ name: 'gap-fault', verdict: 'killed', killedBy: [] }] });
    expect(of('2.1-some-edges')?.proven).toBe(false);
    expect(of('2.1-by-reference')).toMatchObject({ proven: false, faults: [{ killedBy: [] }] });
    expect(of('8-by-contract')).toEqual({ proven: false, provenCases: [], faults: [] });
  });

  it('counts proven statements and cases, and says which run they come from and which builds it left out', () => {
    expect(proven.summary).toMatchObject({ proven: 1, provenPercent: 14.3, boundariesProven: 1 });
    expect(proven.run).toEqual({ file: 'reports/kill-table/full.json', form: 'full', at: run.at, commit: 'abc1234', builds: 4, killed: 3, open: 1, notRun: ['never-run'] });
    expect(buildCoverage({ statements: catalogue, checks, sections, titles: {}, notes: {} }).run).toMatchObject({ form: 'none', builds: 0 });
  });

  it('keeps only the unproven statements with --unproven', () => {
    const unproven = selectCoverage(proven, { unprovenOnly: true });
    expect(unproven.sections.flatMap((s) => s.statements.map((x) => x.id))).not.toContain('2.1-every-edge');
    expect(unproven.sections.flatMap((s) => s.statements.map((x) => x.id))).toContain('2.2-gap');
  });
});
