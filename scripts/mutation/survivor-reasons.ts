/**
 * Which undetected mutants (survived, or reached by no check) carry a reason in the hand-kept
 * reasons file, which do not, and which reasons no longer name any mutant.
 */
import type { ReasonKind } from './module-scores.ts';
import type { Mutant } from './mutation-report.ts';
import { keyText, survivorKey, type SurvivorKey } from './survivor-key.ts';

export interface SurvivorReason extends SurvivorKey {
  reason: string;
}

export interface Survivor extends SurvivorKey {
  module: string;
  line: number;
  status: Mutant['status'];
  noCheckFinished: boolean;
  reason?: string;
}

export interface SurvivorVerdict {
  survivors: Survivor[];
  unexplained: Survivor[];
  /** Reasons for a key that no mutant of this report has (fixed, or the code moved on). */
  stale: SurvivorReason[];
}

export const undetected: ReadonlySet<Mutant['status']> = new Set(['Survived', 'NoCoverage']);

/**
 * A reason's kind, from the words it starts with (`equivalent` or `outside the spec`); any other
 * reason (a gap closed since, code only the state file serves) leaves its mutant in every score.
 */
export function reasonKind(reason: string | undefined): ReasonKind | undefined {
  if (reason === undefined) return undefined;
  const kinds: readonly ReasonKind[] = ['equivalent', 'outside the spec'];
  return kinds.find((kind) => new RegExp(`^${kind}\\b`).test(reason));
}

/** Reads the reasons file's entries, refusing one that lacks a field or names a key twice. */
export function parseReasons(raw: unknown): SurvivorReason[] {
  if (!Array.isArray(raw)) throw new Error('the reasons file must be a JSON array of {file, mutator, original, replacement, reason}');
  const seen = new Set<string>();
  return raw.map((entry, index) => {
    const fields = ['file', 'mutator', 'original', 'replacement', 'reason'] as const;
    for (const field of fields) {
      if (typeof (entry as Record<string, unknown>)?.[field] !== 'string') throw new Error(`reason ${index}: "${field}" must be a string`);
    }
    const reason = entry as SurvivorReason;
    if (reason.reason.trim() === '') throw new Error(`reason ${index}: the reason is empty`);
    const key = keyText(reason);
    if (seen.has(key)) throw new Error(`reason ${index}: the same mutant is explained twice (${reason.file}, ${reason.mutator}, ${reason.original})`);
    seen.add(key);
    return reason;
  });
}

export function judgeSurvivors(mutants: readonly Mutant[], reasons: readonly SurvivorReason[], modulesRun: ReadonlySet<string>): SurvivorVerdict {
  const byKey = new Map(reasons.map((reason) => [keyText(reason), reason]));
  const used = new Set<string>();
  const survivors = mutants
    .filter((mutant) => undetected.has(mutant.status))
    .map((mutant): Survivor => {
      const key = survivorKey(mutant);
      const text = keyText(key);
      const reason = byKey.get(text)?.reason;
      if (reason !== undefined) used.add(text);
      return { ...key, module: mutant.module, line: mutant.line, status: mutant.status, noCheckFinished: mutant.noCheckFinished, ...(reason === undefined ? {} : { reason }) };
    });
  const filesRun = new Set(mutants.filter((mutant) => modulesRun.has(mutant.module)).map((mutant) => mutant.file));
  return {
    survivors,
    unexplained: survivors.filter((survivor) => survivor.reason === undefined),
    // Only a file this report covers can make a reason stale: a narrowed run says nothing of the others.
    stale: reasons.filter((reason) => filesRun.has(reason.file) && !used.has(keyText(reason))),
  };
}
