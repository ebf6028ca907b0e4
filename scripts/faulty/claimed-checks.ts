/**
 * The checks that must catch a build generated from the spec's numbers: every spec-profile check
 * of a gateway that claims, in its `asserts`, a boundary case the build breaks (or, for a build
 * that names a statement as a whole, the statement). Differential checks are left out: they need
 * the bundled reference beside the build and run only on request.
 */
import type { Breaks } from '../../mocks/faulty/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';

function countsFor(check: ListedCheck): boolean {
  return check.profile === 'spec' && check.subject !== 'bundled-contract' && !check.file.startsWith('suites/differential/');
}

/** Whether `check` claims a case of `breaks` (any case of a statement listed without cases). */
export function claimsAny(check: ListedCheck, breaks: Breaks): boolean {
  return Object.entries(breaks).some(([statement, cases]) => {
    const claimed = check.asserts?.[statement];
    return claimed !== undefined && (cases.length === 0 || cases.some((c) => claimed.includes(c)));
  });
}

/** The spec-profile checks claiming what `breaks` names, and their files, each once, in the order listed. */
export function claimants(breaks: Breaks, checks: readonly ListedCheck[]): { files: string[]; checks: string[] } {
  const chosen = checks.filter((c) => countsFor(c) && claimsAny(c, breaks));
  return { files: [...new Set(chosen.map((c) => c.file))], checks: [...new Set(chosen.map((c) => c.id))] };
}
