/**
 * The verdicts of `npm run mutation:fresh` (fresh-process.ts): undetected mutants of code run
 * once per process, tried again each in a process of its own. The scores page counts a mutant a
 * check failed on there as killed, and one that timed out as a timeout, as Stryker would have.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Mutant } from './mutation-report.ts';
import { keyText, survivorKey, type SurvivorKey } from './survivor-key.ts';

export interface FreshVerdict extends SurvivorKey {
  line: number;
  verdict: 'killed' | 'timeout' | 'survived';
  /** The first check that failed on it (or the check file that could not run), when one did. */
  by: string | null;
}

export const freshProcessFile = (module: string) => `reports/mutation/${module}/fresh-process.json`;

/** The module's verdicts, none when it was never tried this way. */
export function readFreshVerdicts(module: string): FreshVerdict[] {
  const file = freshProcessFile(module);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { mutants: FreshVerdict[] }).mutants : [];
}

/**
 * The mutants with each undetected one the fresh process detected marked so: matched on its key
 * and line, which both come from the report the verdicts were made from.
 */
export function withFreshVerdicts(mutants: readonly Mutant[], verdicts: readonly FreshVerdict[]): Mutant[] {
  const byKey = new Map(verdicts.map((v) => [`${keyText(v)}\u0000${v.line}`, v.verdict]));
  return mutants.map((mutant) => {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return mutant;
    const verdict = byKey.get(`${keyText(survivorKey(mutant))}\u0000${mutant.line}`);
    if (verdict === 'killed') return { ...mutant, status: 'Killed', freshProcess: true };
    if (verdict === 'timeout') return { ...mutant, status: 'Timeout', freshProcess: true };
    return mutant;
  });
}
