// Each way the catalogue can drift from the suite, the decisions or the spec, on made-up data.
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import { catalogueProblems, type CatalogueInputs } from './catalogue-problems.ts';

const good: Statement = { id: '5.3-same-401', section: '5.3', rule: 'one 401 for both', checks: ['missing-token-is-401'], open: ['A14'] };
const inputs = (statements: Statement[], more: Partial<CatalogueInputs> = {}): CatalogueInputs => ({
  statements,
  checks: [{ id: 'missing-token-is-401', section: '5' }],
  decisions: new Set(['A14']),
  sections: ['5', '5.3', '8'],
  ...more,
});

describe('catalogue problems', () => {
  it('finds none in a consistent catalogue, a check citing the parent section included', () => {
    expect(catalogueProblems(inputs([good]))).toEqual([]);
  });

  it('names a check id that no check declares', () => {
    expect(catalogueProblems(inputs([{ ...good, checks: ['missing-token-is-401', 'gone'] }]))).toEqual(['statement 5.3-same-401 names check "gone", which no check declares']);
  });

  it('names a decision docs/decisions.md does not record', () => {
    expect(catalogueProblems(inputs([{ ...good, open: ['A14', 'A999'] }]))).toEqual(['statement 5.3-same-401 names decision "A999", which docs/decisions.md does not record']);
  });

  it('finds repeated statement ids and check ids', () => {
    expect(catalogueProblems(inputs([good, { ...good, checks: ['missing-token-is-401', 'missing-token-is-401'] }]))).toEqual([
      'statement id 5.3-same-401 is used more than once',
      'statement 5.3-same-401 names check missing-token-is-401 twice',
    ]);
  });

  it('finds sections the spec does not have, and ids that do not start with their section', () => {
    expect(catalogueProblems(inputs([{ ...good, id: '5.9-x', section: '5.9' }]))).toEqual(['statement 5.9-x: section "5.9" is not a section of the spec']);
    expect(catalogueProblems(inputs([{ ...good, id: '5.3_Same' }]))).toEqual(['statement 5.3_Same: the id must be its section, a dash and a kebab-case name']);
    expect(catalogueProblems(inputs([{ ...good, also: ['5.3', '12'] }]))).toEqual([
      'statement 5.3-same-401: also repeats its own section 5.3',
      'statement 5.3-same-401: also names "12", which is not a section of the spec',
    ]);
  });

  it('finds an empty rule', () => {
    expect(catalogueProblems(inputs([{ ...good, rule: ' ' }]))).toEqual(['statement 5.3-same-401: the rule is empty']);
  });

  it('names a section checks cite but the catalogue says nothing about', () => {
    const checks = [{ id: 'missing-token-is-401', section: '5' }, { id: 'limits-a', section: '8' }, { id: 'limits-b', section: '8' }];
    expect(catalogueProblems(inputs([good], { checks }))).toEqual(['section 8 has no statement in the catalogue, yet checks cite it: limits-a, limits-b']);
  });
});
