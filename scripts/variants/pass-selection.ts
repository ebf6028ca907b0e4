/**
 * Which checks each allowed variant meets. The full table runs every variant against every spec
 * check. The quick form (in `npm test`) runs the variant that takes every alternative against
 * every check, and each single variant against the checks of the sections it touches and of
 * the decision it exercises: a false positive shows where the variant differs.
 */
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';

export interface Selection {
  files: string[];
  /** Absent: every check of the files. */
  checks?: string[];
}

/** `section` is one of `sections` or below one of them (`4.2` is under `4`). */
export function withinSections(section: string, sections: readonly string[]): boolean {
  return sections.some((s) => section === s || section.startsWith(`${s}.`));
}

/** Every check file, every check. */
export function everyCheck(listed: readonly ListedCheck[]): Selection {
  return { files: [...new Set(listed.map((c) => c.file))].sort() };
}

/** The spec checks of the variant's sections and of its decision. */
export function touchedChecks(variant: AllowedVariant, listed: readonly ListedCheck[]): Selection {
  const chosen = listed.filter((c) => c.profile === 'spec' && (withinSections(c.section, variant.sections) || c.decisions.includes(variant.decision)));
  return { files: [...new Set(chosen.map((c) => c.file))].sort(), checks: [...new Set(chosen.map((c) => c.id))] };
}
