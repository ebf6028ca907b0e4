/**
 * Mutation score per module, as Stryker counts it: detected (killed or timed out) over every
 * valid mutant (detected, survived, or reached by no check). Ignored, static and erroneous
 * mutants are left out of both.
 */
import type { Mutant } from './mutation-report.ts';

export interface ModuleScore {
  module: string;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
  /** Percentage, or null when the module had no valid mutant. */
  score: number | null;
}

export function moduleScores(mutants: readonly Mutant[], moduleOrder: readonly string[]): ModuleScore[] {
  const names = [...moduleOrder, ...new Set(mutants.map((m) => m.module).filter((name) => !moduleOrder.includes(name)))];
  return names
    .map((module) => tally(module, mutants.filter((mutant) => mutant.module === module)))
    .filter((score) => score.killed + score.survived + score.noCoverage + score.timeout + score.ignored > 0);
}

/** All modules together, under the name given. */
export function totalScore(mutants: readonly Mutant[], name = 'all'): ModuleScore {
  return tally(name, mutants);
}

function tally(module: string, mutants: readonly Mutant[]): ModuleScore {
  const count = (status: Mutant['status']) => mutants.filter((mutant) => mutant.status === status).length;
  const killed = count('Killed');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const timeout = count('Timeout');
  const ignored = count('Ignored');
  const valid = killed + survived + noCoverage + timeout;
  return { module, killed, survived, noCoverage, timeout, ignored, score: valid === 0 ? null : ((killed + timeout) / valid) * 100 };
}
