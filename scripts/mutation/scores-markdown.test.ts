// The scores page: one row per module and the total, then every undetected mutant with its reason.
import { describe, expect, it } from 'vitest';
import type { ModuleScore } from './module-scores.ts';
import { scoresMarkdown } from './scores-markdown.ts';
import type { Survivor } from './survivor-reasons.ts';

const score = (module: string, more: Partial<ModuleScore> = {}): ModuleScore => ({ module, killed: 9, survived: 1, noCoverage: 0, timeout: 0, ignored: 2, score: 90, equivalent: 1, scoreWithoutEquivalent: 100, outsideSpec: 0, scoreOnSpec: 100, ...more });
const survivor = (more: Partial<Survivor>): Survivor => ({ module: 'auth', file: 'mocks/reference/auth/holders.ts', line: 7, mutator: 'LogicalOperator', original: 'a || b', replacement: 'a && b', status: 'Survived', noCheckFinished: false, ...more });

describe('scoresMarkdown', () => {
  const page = scoresMarkdown({
    scores: [score('auth')],
    total: score('all', { score: null, scoreWithoutEquivalent: null, scoreOnSpec: null }),
    verdict: { survivors: [survivor({ reason: 'equivalent: b is never set' }), survivor({ status: 'NoCoverage', line: 9 })], unexplained: [survivor({ line: 9 })], stale: [] },
    commit: 'abc1234',
    date: '2026-11-27',
  });

  it('states the day and commit it was written at', () => {
    expect(page).toContain('Written 2026-11-27 at commit abc1234');
  });

  it('writes a row per module and the total, with a dash for a score without mutants', () => {
    expect(page).toContain('| auth | 9 | 1 | 0 | 0 | 2 | 90.0% | 1 | 100.0% | 0 | 100.0% |');
    expect(page).toContain('| all | 9 | 1 | 0 | 0 | 2 | – | 1 | – | 0 | – |');
  });

  it('lists each undetected mutant with its place, its change (pipes escaped) and its reason, or marks it unexplained', () => {
    expect(page).toContain('## Undetected mutants (2, 1 unexplained)');
    expect(page).toContain('| auth | `auth/holders.ts:7` | LogicalOperator | `a \\|\\| b` → `a && b` | survived | equivalent: b is never set |');
    expect(page).toContain('| auth | `auth/holders.ts:9` | LogicalOperator | `a \\|\\| b` → `a && b` | no coverage | **unexplained** |');
  });
});
