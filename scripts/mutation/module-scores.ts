/**
 * Mutation score per module, as Stryker counts it: detected (killed or timed out) over every
 * valid mutant (detected, survived, or reached by no check). Ignored, static and erroneous
 * mutants are left out of both. Two narrower scores follow from the reasons given to undetected
 * mutants: without the equivalent ones (no gateway could tell them apart), and over what the
 * spec fixes (without those and the ones only a choice the spec leaves open could reveal).
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
  /** Undetected mutants whose reason says only a behaviour the spec leaves open would show them. */
  outsideSpec: number;
  /** The score over what the spec fixes: equivalent and outside-the-spec mutants left out. */
  scoreOnSpec: number | null;
}

/** How an undetected mutant's reason classes it; undefined when it has no reason of either kind. */
export type ReasonKind = 'equivalent' | 'outside the spec';
export type ReasonKindOf = (mutant: Mutant) => ReasonKind | undefined;
const noReasons: ReasonKindOf = () => undefined;

export function moduleScores(mutants: readonly Mutant[], moduleOrder: readonly string[], kindOf = noReasons): ModuleScore[] {
  const names = [...moduleOrder, ...new Set(mutants.map((m) => m.module).filter((name) => !moduleOrder.includes(name)))];
  return names
    .map((module) => tally(module, mutants.filter((mutant) => mutant.module === module), kindOf))
    .filter((score) => score.killed + score.survived + score.noCoverage + score.timeout + score.ignored > 0);
}

/** All modules together, under the name given. */
export function totalScore(mutants: readonly Mutant[], kindOf = noReasons, name = 'all'): ModuleScore {
  return tally(name, mutants, kindOf);
}

const percentage = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

function tally(module: string, mutants: readonly Mutant[], kindOf: ReasonKindOf): ModuleScore {
  const count = (status: Mutant['status']) => mutants.filter((mutant) => mutant.status === status).length;
  const killed = count('Killed');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const timeout = count('Timeout');
  const ignored = count('Ignored');
  const valid = killed + survived + noCoverage + timeout;
  const explained = (kind: ReasonKind) => mutants.filter((mutant) => (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && kindOf(mutant) === kind).length;
  const equivalent = explained('equivalent');
  const outsideSpec = explained('outside the spec');
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
    outsideSpec,
    scoreOnSpec: percentage(killed + timeout, valid - equivalent - outsideSpec),
  };
}
