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
  /** Undetected mutants whose reason calls them equivalent: no gateway could tell them apart. */
  equivalent: number;
  /** The score once equivalent mutants are left out of the valid ones. */
  scoreWithoutEquivalent: number | null;
}

/** Says whether an undetected mutant is explained as equivalent; none is, unless told. */
export type EquivalentTest = (mutant: Mutant) => boolean;
const noneEquivalent: EquivalentTest = () => false;

export function moduleScores(mutants: readonly Mutant[], moduleOrder: readonly string[], isEquivalent = noneEquivalent): ModuleScore[] {
  const names = [...moduleOrder, ...new Set(mutants.map((m) => m.module).filter((name) => !moduleOrder.includes(name)))];
  return names
    .map((module) => tally(module, mutants.filter((mutant) => mutant.module === module), isEquivalent))
    .filter((score) => score.killed + score.survived + score.noCoverage + score.timeout + score.ignored > 0);
}

/** All modules together, under the name given. */
export function totalScore(mutants: readonly Mutant[], isEquivalent = noneEquivalent, name = 'all'): ModuleScore {
  return tally(name, mutants, isEquivalent);
}

const percentage = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

function tally(module: string, mutants: readonly Mutant[], isEquivalent: EquivalentTest): ModuleScore {
  const count = (status: Mutant['status']) => mutants.filter((mutant) => mutant.status === status).length;
  const killed = count('Killed');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const timeout = count('Timeout');
  const ignored = count('Ignored');
  const valid = killed + survived + noCoverage + timeout;
  const equivalent = mutants.filter((mutant) => (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && isEquivalent(mutant)).length;
  return {
    module,
    killed,
    survived,
    noCoverage,
    timeout,
    ignored,
    score: percentage(killed + timeout, valid),
    equivalent,
    scoreWithoutEquivalent: percentage(killed + timeout, valid - equivalent),
  };
}
