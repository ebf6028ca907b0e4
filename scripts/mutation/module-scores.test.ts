// Scores per module: detected over valid, ignored mutants left out, empty modules dropped.
import { describe, expect, it } from 'vitest';
import { moduleScores, totalScore } from './module-scores.ts';
import type { Mutant } from './mutation-report.ts';

const mutant = (module: string, status: Mutant['status']): Mutant => ({ module, file: `mocks/reference/${module}/x.ts`, line: 1, mutator: 'BooleanLiteral', original: 'true', replacement: 'false', status, noCheckFinished: false });

describe('moduleScores', () => {
  const mutants = [
    ...['Killed', 'Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError'].map((status) => mutant('auth', status as Mutant['status'])),
    mutant('window', 'Ignored'),
    mutant('extra', 'Killed'),
  ];

  it('counts each status and scores (killed + timeout) over (killed + timeout + survived + no coverage)', () => {
    const [auth] = moduleScores(mutants, ['auth', 'listing', 'window']);
    expect(auth).toEqual({ module: 'auth', killed: 3, survived: 1, noCoverage: 1, timeout: 1, ignored: 1, score: (4 / 6) * 100, equivalent: 0, scoreWithoutEquivalent: (4 / 6) * 100, outsideSpec: 0, scoreOnSpec: (4 / 6) * 100 });
  });

  it('keeps the given order, drops modules without mutants, puts unlisted modules last, and has no score without a valid mutant', () => {
    const scores = moduleScores(mutants, ['auth', 'listing', 'window']);
    expect(scores.map((score) => score.module)).toEqual(['auth', 'window', 'extra']);
    expect(scores[1]!.score).toBeNull();
  });

  it('leaves undetected mutants explained as equivalent out of the second score only', () => {
    const [auth] = moduleScores(mutants, ['auth'], (m) => (m.status !== 'Killed' ? 'equivalent' : undefined));
    expect(auth).toMatchObject({ score: (4 / 6) * 100, equivalent: 2, scoreWithoutEquivalent: (4 / 4) * 100, outsideSpec: 0 });
  });

  it('leaves both kinds out of the score on what the spec fixes, and counts a kind only for undetected mutants', () => {
    const kinds = { Survived: 'equivalent', NoCoverage: 'outside the spec', Killed: 'outside the spec' } as const;
    const [auth] = moduleScores(mutants, ['auth'], (m) => kinds[m.status as keyof typeof kinds]);
    expect(auth).toMatchObject({ equivalent: 1, scoreWithoutEquivalent: (4 / 5) * 100, outsideSpec: 1, scoreOnSpec: (4 / 4) * 100 });
  });

  it('totals every module', () => {
    expect(totalScore(mutants)).toMatchObject({ module: 'all', killed: 4, timeout: 1, survived: 1, noCoverage: 1, ignored: 2, score: (5 / 7) * 100 });
  });
});
