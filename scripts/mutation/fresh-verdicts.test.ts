// Verdicts of mutants tried again in a process of their own change only the undetected mutants
// they name, matched on key and line, and the scores page says how many per module.
import { describe, expect, it } from 'vitest';
import type { Mutant } from './mutation-report.ts';
import { withFreshVerdicts, type FreshVerdict } from './fresh-verdicts.ts';
import { scoresMarkdown } from './scores-markdown.ts';
import type { ModuleScore } from './module-scores.ts';

const mutant = (more: Partial<Mutant>): Mutant => ({ module: 'validation', file: 'mocks/reference/validation/send-layouts.ts', line: 46, mutator: 'ConditionalExpression', original: '!schema', replacement: 'false', status: 'Survived', noCheckFinished: false, ...more });
const verdict = (more: Partial<FreshVerdict>): FreshVerdict => ({ file: 'mocks/reference/validation/send-layouts.ts', line: 46, mutator: 'ConditionalExpression', original: '!schema', replacement: 'false', verdict: 'killed', by: 'a check', ...more });

describe('withFreshVerdicts', () => {
  it('counts a survivor a check failed on as killed, and one that timed out as a timeout', () => {
    const [killed, timedOut] = withFreshVerdicts([mutant({}), mutant({ line: 50, status: 'NoCoverage' })], [verdict({}), verdict({ line: 50, verdict: 'timeout' })]);
    expect(killed).toMatchObject({ status: 'Killed', freshProcess: true });
    expect(timedOut).toMatchObject({ status: 'Timeout', freshProcess: true });
  });

  it('leaves a mutant that survived again, one of another line or text, and a detected one as they were', () => {
    const mutants = [mutant({}), mutant({ line: 47 }), mutant({ replacement: 'true' }), mutant({ status: 'Killed' })];
    const after = withFreshVerdicts(mutants, [verdict({ verdict: 'survived' }), verdict({ line: 48 }), verdict({ replacement: 'true', line: 99 })]);
    expect(after).toEqual(mutants);
  });
});

describe('the scores page', () => {
  const score = (module: string): ModuleScore => ({ module, killed: 9, survived: 1, noCoverage: 0, timeout: 0, ignored: 0, score: 90, equivalent: 0, scoreWithoutEquivalent: 90, outsideSpec: 0, scoreOnSpec: 90 });
  const page = (fresh: { module: string; detected: number }[]) =>
    scoresMarkdown({ scores: [score('validation')], total: score('all'), verdict: { survivors: [], unexplained: [], stale: [] }, fresh, commit: 'abc1234', date: '2026-11-29' });

  it('names the modules with mutants killed in a process of their own, and how many', () => {
    expect(page([{ module: 'auth', detected: 0 }, { module: 'validation', detected: 12 }])).toContain('Killed (or timed out) in a process of their own: validation 12.');
  });

  it('says nothing of it when no module has one', () => {
    expect(page([{ module: 'validation', detected: 0 }])).not.toContain('process of their own');
  });
});
