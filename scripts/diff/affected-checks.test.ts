// `check --changed-since`: a contract change selects the checks of the spec sections it names
// (and their subsections); wording selects nothing; the smoke set always runs.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../contracts/diff/change.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { affectedChecks } from './affected-checks.ts';

const check = (id: string, section: string, file: string): ListedCheck => ({ id, section, title: id, profile: 'spec', decisions: [], file });
const change = (rule: string, sections: string[]): Change => ({ rule, verdict: 'breaking', message: rule, basis: '§9', subject: 'X', path: '', usedBy: [], sections });

const checks = [
  check('limits', '8', 'suites/contract/limits.check.ts'),
  check('auth-header', '5.2', 'suites/auth/number-resolution.check.ts'),
  check('auth-general', '5', 'suites/auth/authentication.check.ts'),
  check('listing-order', '4.2', 'suites/listing/order.check.ts'),
  check('surface', '1', 'suites/contract/surface.check.ts'),
];

describe('affected checks', () => {
  it('selects the checks of each named section and its subsections, and runs the smoke set', () => {
    const selection = affectedChecks([change('limit-narrowed', ['8']), change('parameter-added', ['5'])], checks, ['suites/contract/surface.check.ts']);
    expect(selection.byChange.map((e) => [e.change.rule, e.checks.map((c) => c.id)])).toEqual([
      ['limit-narrowed', ['limits']],
      ['parameter-added', ['auth-header', 'auth-general']],
    ]);
    expect(selection.files).toEqual(['suites/auth/authentication.check.ts', 'suites/auth/number-resolution.check.ts', 'suites/contract/limits.check.ts', 'suites/contract/surface.check.ts']);
  });

  it('does not widen a subsection to its parent section', () => {
    const selection = affectedChecks([change('parameter-added', ['5.2'])], checks, []);
    expect(selection.byChange[0]?.checks.map((c) => c.id)).toEqual(['auth-header']);
  });

  it('lets wording select nothing, leaving only the smoke set', () => {
    const selection = affectedChecks([change('prose-changed', ['4.2']), change('examples-changed', ['8'])], checks, ['suites/contract/surface.check.ts']);
    expect(selection.byChange).toEqual([]);
    expect(selection.files).toEqual(['suites/contract/surface.check.ts']);
  });
});
