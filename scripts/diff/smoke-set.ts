/**
 * Checks that `check --changed-since` always runs, whatever changed: the public surface of the
 * bundled contract (section 1) and the served document's validity and drift (section 9). They
 * are fast and catch a contract edit that breaks more than its diff names.
 */
export const smokeSet: { file: string; why: string }[] = [
  { file: 'suites/contract/surface.check.ts', why: 'the public surface is still the two operations, the served spec and the docs (§1)' },
  { file: 'suites/surface/served-spec.check.ts', why: 'the served document is a valid OpenAPI document (§9)' },
  { file: 'suites/surface/served-spec-drift.check.ts', why: 'the served document shows no breaking drift from the bundled contract (§9)' },
];
