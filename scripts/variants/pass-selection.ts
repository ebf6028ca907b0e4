/**
 * Which checks each allowed variant meets. The full table runs every variant against every spec
 * check. The quick form (in `npm test`) runs the variant that takes every alternative against
 * every check, and each single variant against the checks of the sections it touches and of
 * the decision it exercises: a false positive shows where the variant differs. A build with fewer
 * test hooks meets the checks its missing hooks keep from running, which must say so.
 */
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';

export interface Selection {
  files: string[];
  /** Absent: every check of the files. */
  checks?: string[];
  /**
   * Checks among `checks` that need a capability the variant withholds: each must come back not
   * run for one of `capabilities`, never passed or failed; every other chosen check must run.
   */
  notRun?: { checks: string[]; capabilities: string[] };
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

/** Whether check `c` needs a capability of `withheld`. */
function needsAny(c: ListedCheck, withheld: readonly string[]): boolean {
  return (c.needs ?? []).some((capability) => withheld.includes(capability));
}

/**
 * A build with fewer test hooks (`withholds`). `all`: every spec check. Otherwise the checks that
 * need a capability it withholds, and those of its decision (A63, how a build is driven) that
 * need no capability at all: what a build without the hook meets first. The ones needing a
 * withheld capability are listed as checks that must come back not run.
 */
export function withheldSelection(variant: AllowedVariant, listed: readonly ListedCheck[], all: boolean): Selection {
  const withheld = [...(variant.withholds ?? [])];
  const spec = listed.filter((c) => c.profile === 'spec');
  const chosen = all ? spec : spec.filter((c) => needsAny(c, withheld) || (c.decisions.includes(variant.decision) && (c.needs ?? []).length === 0));
  return {
    files: [...new Set(chosen.map((c) => c.file))].sort(),
    checks: [...new Set(chosen.map((c) => c.id))],
    notRun: { checks: [...new Set(chosen.filter((c) => needsAny(c, withheld)).map((c) => c.id))], capabilities: withheld },
  };
}
