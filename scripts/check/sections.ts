/**
 * Spec section numbers as the harness takes and orders them: `7`, `4.1`. A section takes in its
 * subsections (`5` includes `5.3`), never the other way round; `4.2` sorts before `4.10`.
 */

/** The form a check's section has (suites/support/checks/check.ts enforces it). */
export function isSection(text: string): boolean {
  return /^[1-9](\.[1-9])?$/.test(text);
}

export function withinSection(section: string, parent: string): boolean {
  return section === parent || section.startsWith(`${parent}.`);
}

export function compareSections(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Checks by section, then id: the order of every table and report. */
export function checkOrder(a: { section: string; id: string }, b: { section: string; id: string }): number {
  return compareSections(a.section, b.section) || a.id.localeCompare(b.id);
}
