/**
 * What one run of the kill table came to. A faulty build is killed when at least one check
 * failed and the run itself went well; it survived when every check that ran passed. A build
 * declared open (`OpenFault`) that survives is open, not a hole; one the spec leaves open by a
 * decision that a check kills anyway is an error, a false positive. The reference, run against
 * the same checks first, must come out clean: a check that fails on it would "kill" every build
 * without showing anything. Anything that went wrong outside the checks (a crashed file, a server
 * that would not start, a declared check that did not run) is an error, since then the run
 * proves nothing either way.
 */
import type { OpenFault } from '../../mocks/faulty/index.ts';
import type { CheckOutcome, SuiteRun } from '../check/check-outcome.ts';

export type Verdict = 'killed' | 'survived' | 'open' | 'clean' | 'error';

export interface VariantRun {
  name: string;
  section: string;
  /** Ids of the checks it was run against; each must have run. */
  checks: readonly string[];
  /** The run's outcomes and errors, or why it could not be made. */
  run: SuiteRun | { failure: string };
  durationMs: number;
}

export interface VariantVerdict {
  name: string;
  section: string;
  verdict: Verdict;
  /** Ids of the checks that failed. */
  caughtBy: string[];
  /** Why the verdict is an error. */
  problem?: string;
  /** Why an open build may survive, or that a gap recorded for it is closed. */
  note?: string;
  durationMs: number;
}

function failedIds(outcomes: readonly CheckOutcome[]): string[] {
  return [...new Set(outcomes.filter((o) => o.state === 'failed').map((o) => o.id))];
}

/** The failed checks, or why the run cannot be judged at all. */
function judged(variant: VariantRun): { caughtBy: string[]; problem?: string } {
  if ('failure' in variant.run) return { caughtBy: [], problem: variant.run.failure };
  const caughtBy = failedIds(variant.run.outcomes);
  const [firstError] = variant.run.errors;
  if (firstError !== undefined) return { caughtBy, problem: firstError.split('\n')[0] ?? firstError };
  const ran = new Set(variant.run.outcomes.filter((o) => o.state !== 'not-run').map((o) => o.id));
  const missing = variant.checks.filter((id) => !ran.has(id));
  if (ran.size === 0 || missing.length > 0) return { caughtBy, problem: `did not run: ${(missing.length > 0 ? missing : variant.checks).join(', ') || 'any check'}` };
  return { caughtBy };
}

/** Why an open build may survive, in words. */
export function openReason(open: OpenFault): string {
  return open.kind === 'decision' ? `open by ${open.decisions.join(', ')}: ${open.why}` : `over-claim of ${open.check}: ${open.why}`;
}

/** The verdict on a faulty build, `open` when it declares that it may survive. */
export function verdictOf(variant: VariantRun, open?: OpenFault): VariantVerdict {
  const base = { name: variant.name, section: variant.section, durationMs: variant.durationMs };
  const { caughtBy, problem } = judged(variant);
  if (problem !== undefined) return { ...base, verdict: 'error', caughtBy, problem };
  if (caughtBy.length === 0) return open ? { ...base, verdict: 'open', caughtBy, note: openReason(open) } : { ...base, verdict: 'survived', caughtBy };
  if (open?.kind === 'decision') return { ...base, verdict: 'error', caughtBy, problem: `false positive: ${caughtBy.join(', ')} fail a deviation ${open.decisions.join(', ')} leaves open` };
  if (open) return { ...base, verdict: 'killed', caughtBy, note: `recorded as an over-claim of ${open.check}, now caught: the record can go` };
  return { ...base, verdict: 'killed', caughtBy };
}

/** The verdict on the reference: clean, or an error naming the checks that fail on it. */
export function referenceVerdictOf(variant: VariantRun): VariantVerdict {
  const base = { name: variant.name, section: variant.section, durationMs: variant.durationMs };
  const { caughtBy, problem } = judged(variant);
  if (problem !== undefined) return { ...base, verdict: 'error', caughtBy, problem };
  if (caughtBy.length > 0) return { ...base, verdict: 'error', caughtBy, problem: `false positive: the reference fails ${caughtBy.join(', ')}` };
  return { ...base, verdict: 'clean', caughtBy };
}

/** The table passes only when the reference is clean and every build was killed, or is open and survived. */
export function tablePasses(reference: readonly VariantVerdict[], builds: readonly VariantVerdict[]): boolean {
  return reference.every((v) => v.verdict === 'clean') && builds.length > 0 && builds.every((v) => v.verdict === 'killed' || v.verdict === 'open');
}
