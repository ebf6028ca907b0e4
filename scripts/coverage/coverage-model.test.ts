// How statements get their status and strength, and what each filter keeps, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { buildCoverage, selectCoverage } from './coverage-model.ts';

const check = (id: string, section: string, more: Partial<ListedCheck> = {}): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], file: 'suites/send/x.check.ts', ...more });
const statement = (id: string, checks: string[], more: Partial<Statement> = {}): Statement => ({ id, section: id.split('-')[0]!, rule: `rule of ${id}`, checks, ...more });

const sections = ['1', '2', '2.1', '2.2', '8'];
const checks = [
  check('behaves', '2.1'),
  check('reference-choice', '2.1', { profile: 'reference' }),
  check('contract-doc', '8', { file: 'suites/contract/limits.check.ts' }),
  check('orphan', '2.2'),
];
const catalogue: Statement[] = [
  statement('2.1-by-behaviour', ['behaves', 'contract-doc']),
  statement('2.1-by-reference', ['reference-choice', 'contract-doc']),
  statement('8-by-contract', ['contract-doc']),
  statement('2.1-left-open', [], { open: ['A7'] }),
  statement('2.2-gap', [], { note: 'nothing sends it' }),
  statement('2.2-missing-check', ['no-such-check']),
  statement('2.1-restated', ['behaves'], { also: ['8'] }),
];
const report = buildCoverage({ statements: catalogue, checks, sections, titles: { '2.1': 'Send request body' }, notes: { '2': 'heading only' } });
const byId = (id: string) => report.sections.flatMap((s) => s.statements).find((s) => s.id === id);

describe('coverage model', () => {
  it('covers a statement with a declared check, leaves it open with a decision, and flags the rest', () => {
    expect(['2.1-by-behaviour', '2.1-left-open', '2.2-gap'].map((id) => byId(id)?.status)).toEqual(['covered', 'open', 'uncovered']);
  });

  it('does not count a check id nobody declares, and marks it', () => {
    const missing = byId('2.2-missing-check');
    expect(missing?.status).toBe('uncovered');
    expect(missing?.checks).toEqual([{ id: 'no-such-check', declared: false }]);
  });

  it('tells spec-profile behaviour checks from reference-only and contract-only coverage', () => {
    expect(['2.1-by-behaviour', '2.1-by-reference', '8-by-contract'].map((id) => byId(id)?.strength)).toEqual(['behaviour', 'reference-only', 'contract-only']);
    expect(byId('2.1-by-behaviour')?.checks).toContainEqual({ id: 'contract-doc', declared: true, profile: 'spec', contract: true });
  });

  it('lists a restated statement under each section and counts it once', () => {
    const eight = report.sections.find((s) => s.section === '8');
    expect(eight?.statements.map((s) => s.id)).toEqual(['8-by-contract']);
    expect(eight?.restated.map((s) => s.id)).toEqual(['2.1-restated']);
    expect(report.summary).toMatchObject({ statements: 7, covered: 4, behaviour: 2, referenceOnly: 1, contractOnly: 1, open: 1, uncovered: 2, checks: 4, unlinkedChecks: 1 });
  });

  it('keeps every spec section in order, with its title and its note', () => {
    expect(report.sections.map((s) => s.section)).toEqual(sections);
    expect(report.sections.find((s) => s.section === '2')).toMatchObject({ note: 'heading only', statements: [] });
    expect(report.sections.find((s) => s.section === '2.1')?.title).toBe('Send request body');
  });

  it('names the checks no statement names', () => {
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
    expect(eight.summary).toMatchObject({ statements: 2, checks: 1, unlinkedChecks: 0 });
  });

  it('does not take 2.10 for a subsection of 2.1, nor 2.1 for section 2.10', () => {
    const many = buildCoverage({ statements: [statement('2.10-far', ['behaves']), statement('2.1-near', ['behaves'])], checks, sections: ['2.1', '2.10'], titles: {}, notes: {} });
    expect(selectCoverage(many, { section: '2.1' }).sections.map((s) => s.section)).toEqual(['2.1']);
  });

  it('keeps only the gaps, still counting every statement of the selection', () => {
    const gaps = selectCoverage(report, { uncoveredOnly: true });
    expect(gaps.sections.flatMap((s) => s.statements.map((x) => x.id))).toEqual(['2.2-gap', '2.2-missing-check']);
    expect(gaps.sections.map((s) => s.section)).toEqual(['2.2']);
    expect(gaps.unlinked).toEqual([]);
    expect(gaps.summary).toMatchObject({ statements: 7, uncovered: 2 });
    expect(selectCoverage(report, { uncoveredOnly: true, section: '8' }).sections).toEqual([]);
  });
});
