/**
 * Which conformance checks a contract change touches: every check of a section the change names,
 * or of a subsection of it. Wording changes touch none. The always-on smoke set is added to the
 * files to run.
 */
import type { Change } from '../../contracts/diff/change.ts';
import { isWording } from '../../contracts/diff/diff.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { withinSection } from '../check/sections.ts';

export interface Selection {
  /** Each change that selects checks, with them. */
  byChange: { change: Change; checks: ListedCheck[] }[];
  /** Check files to run, the smoke set included, in a stable order. */
  files: string[];
}

export function affectedChecks(changes: Change[], checks: ListedCheck[], smokeFiles: string[]): Selection {
  const byChange = changes
    .filter((change) => !isWording(change))
    .map((change) => ({ change, checks: checks.filter((check) => change.sections.some((s) => withinSection(check.section, s))) }))
    .filter((entry) => entry.checks.length > 0);
  const files = new Set([...smokeFiles, ...byChange.flatMap((e) => e.checks.map((c) => c.file))]);
  return { byChange, files: [...files].sort() };
}
