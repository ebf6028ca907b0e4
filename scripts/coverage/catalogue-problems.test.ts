// Each way the catalogue can drift from the suite, the decisions or the spec, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import { catalogueProblems, type CatalogueInputs } from './catalogue-problems.ts';

const good: Statement = { id: '5.3-same-401', section: '5.3', rule: 'one 401 for both', boundaries: ['missing-token', 'unknown-token'], open: ['A14'] };
const claim = { id: 'missing-token-is-401', section: '5', asserts: { '5.3-same-401': ['missing-token'] } };
const inputs = (statements: Statement[], more: Partial<CatalogueInputs> = {}): CatalogueInputs => ({
  statements,
  checks: [claim],
  decisions: new Set(['A14']),
  sections: ['5', '5.3', '8'],
  ...more,
});

describe('catalogue problems', () => {
  it('finds none in a consistent catalogue, a check citing the parent section included', () => {
    expect(catalogueProblems(inputs([good]))).toEqual([]);
  });

  it('names a check claiming a statement the catalogue does not have', () => {
    const checks = [{ ...claim, asserts: { '5.3-same-401': ['missing-token'], '5.3-gone': ['x'] } }];
    expect(catalogueProblems(inputs([good], { checks }))).toEqual(['check missing-token-is-401 asserts statement "5.3-gone", which the catalogue does not have']);
  });

  it('names a boundary case a check claims but its statement does not list, and one claimed twice', () => {
    const checks = [{ ...claim, asserts: { '5.3-same-401': ['missing-token', 'empty-token', 'missing-token'] } }];
    expect(catalogueProblems(inputs([good], { checks }))).toEqual([
      'check missing-token-is-401 claims boundary "empty-token" of 5.3-same-401, which the statement does not list',
      'check missing-token-is-401 claims boundary missing-token of 5.3-same-401 twice',
    ]);
  });

  it('names a statement with no boundary cases unless a decision leaves it open as a whole', () => {
    const { boundaries: _none, ...bare } = good;
    expect(catalogueProblems(inputs([bare], { checks: [] }))).toEqual([]);
    expect(catalogueProblems(inputs([{ ...good, boundaries: [] }], { checks: [] }))).toEqual([]);
    expect(catalogueProblems(inputs([{ ...bare, open: [] }], { checks: [] }))).toEqual(['statement 5.3-same-401 lists no boundary cases, and no decision leaves it open']);
  });

  it('finds repeated boundary ids and ones that are not kebab-case', () => {
    expect(catalogueProblems(inputs([{ ...good, boundaries: ['missing-token', 'Unknown Token', 'missing-token'] }]))).toEqual([
      'statement 5.3-same-401: boundary "Unknown Token" is not a kebab-case name',
      'statement 5.3-same-401 lists boundary missing-token twice',
    ]);
  });

  it('names a decision docs/decisions.md does not record', () => {
    expect(catalogueProblems(inputs([{ ...good, open: ['A14', 'A999'] }]))).toEqual(['statement 5.3-same-401 names decision "A999", which docs/decisions.md does not record']);
  });

  it('finds repeated statement ids', () => {
    expect(catalogueProblems(inputs([good, good]))).toEqual(['statement id 5.3-same-401 is used more than once']);
  });

  it('finds sections the spec does not have, and ids that do not start with their section', () => {
    expect(catalogueProblems(inputs([{ ...good, id: '5.9-x', section: '5.9' }], { checks: [] }))).toEqual(['statement 5.9-x: section "5.9" is not a section of the spec']);
    expect(catalogueProblems(inputs([{ ...good, id: '5.3_Same' }], { checks: [] }))).toEqual(['statement 5.3_Same: the id must be its section, a dash and a kebab-case name']);
    expect(catalogueProblems(inputs([{ ...good, also: ['5.3', '12'] }]))).toEqual([
      'statement 5.3-same-401: also repeats its own section 5.3',
      'statement 5.3-same-401: also names "12", which is not a section of the spec',
    ]);
  });

  it('finds an empty rule', () => {
    expect(catalogueProblems(inputs([{ ...good, rule: ' ' }]))).toEqual(['statement 5.3-same-401: the rule is empty']);
  });

  it('names a section checks cite but the catalogue says nothing about', () => {
    const checks = [claim, { id: 'limits-a', section: '8' }, { id: 'limits-b', section: '8' }];
    expect(catalogueProblems(inputs([good], { checks }))).toEqual(['section 8 has no statement in the catalogue, yet checks cite it: limits-a, limits-b']);
  });
});
