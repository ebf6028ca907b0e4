/**
 * A conformance check is a named unit: an id, the spec section it enforces, and the profile it
 * belongs to. Reports, the CLI's filters and the coverage table all read this metadata from the
 * vitest task, so a check is declared once.
 */
import { test, type TestContext } from 'vitest';
import { recordedDecisions } from './recorded-decisions.ts';

export type Profile = 'spec' | 'reference';

export interface CheckMeta {
  /** Stable id, kebab-case, e.g. `error-codes-on-operations`. */
  id: string;
  /** Spec section enforced, e.g. `7` or `4.1`. */
  section: string;
  /** What the check shows, stated as behaviour. */
  title: string;
  /** `spec` checks run on any gateway; `reference` checks assert the reference's own choices. */
  profile?: Profile;
  /** Ids of entries in docs/decisions.md the check depends on. */
  decisions?: string[];
  /**
   * Optional capabilities of the control plane the check needs (`clock`, `customer_state`,
   * `loopback_subscriptions`, ...). On a target without one it is reported as not run; declared
   * here so the list of checks says what each needs without running anything.
   */
  needs?: string[];
  /**
   * `bundled-contract` for a check that examines only the harness's own contract, never the
   * target: reports count it apart, so it is no pass for the build checked. `control-plane` for
   * one that judges only the robustness of the target's control plane, the harness's test hook:
   * reports put it under a heading of its own, outside every spec section (decision A97).
   * `target` by default.
   */
  subject?: 'target' | 'bundled-contract' | 'control-plane';
  /**
   * The statements of the spec the check asserts (ids of the statement catalogue), each with the
   * named boundary cases of that statement it tries. The coverage table is built from these, so a
   * statement counts as asserted only through the cases some check really tries.
   */
  asserts?: Readonly<Record<string, readonly string[]>>;
}

declare module 'vitest' {
  interface TaskMeta {
    check?: Required<Pick<CheckMeta, 'id' | 'section' | 'title' | 'profile' | 'subject'>> & { decisions: string[]; needs: string[]; asserts: Record<string, string[]> };
  }
}

/** `HARNESS_SECTION` (set by `gateway-harness check --area 4.1`) keeps only that section and its subsections. */
function selected(section: string): boolean {
  const only = process.env.HARNESS_SECTION;
  return only === undefined || only === '' || section === only || section.startsWith(`${only}.`);
}

/**
 * `HARNESS_PROFILE=spec` (the CLI's default) leaves out the checks of the reference's own
 * choices, which another build is free to make differently; unset, every check runs.
 */
function inProfile(profile: Profile): boolean {
  return process.env.HARNESS_PROFILE !== 'spec' || profile === 'spec';
}

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const sectionPattern = /^[1-9](\.[1-9])?$/;
const declared = new Set<string>();

/** A plain copy of the claims, so the task metadata stays serialisable whatever the caller passed. */
function claims(asserts: CheckMeta['asserts']): Record<string, string[]> {
  return Object.fromEntries(Object.entries(asserts ?? {}).map(([statement, boundaries]) => [statement, [...boundaries]]));
}

/** Declares a check; its test name carries the section so plain vitest output cites it too. */
export function check(meta: CheckMeta, body: (context: TestContext) => Promise<void> | void): void {
  if (!idPattern.test(meta.id)) throw new Error(`check id must be kebab-case, got ${JSON.stringify(meta.id)}`);
  if (!sectionPattern.test(meta.section)) throw new Error(`check ${meta.id}: section must look like 4 or 4.1, got ${JSON.stringify(meta.section)}`);
  if (declared.has(meta.id)) throw new Error(`check id ${meta.id} is declared twice`);
  const unknown = (meta.decisions ?? []).filter((d) => !recordedDecisions().has(d));
  if (unknown.length > 0) throw new Error(`check ${meta.id} cites ${unknown.join(', ')}, which docs/decisions.md does not record`);
  declared.add(meta.id);
  if (!selected(meta.section) || !inProfile(meta.profile ?? 'spec')) return;
  const full = { id: meta.id, section: meta.section, title: meta.title, profile: meta.profile ?? 'spec', subject: meta.subject ?? 'target', decisions: meta.decisions ?? [], needs: meta.needs ?? [], asserts: claims(meta.asserts) };
  // Declared as metadata up front, so listing the checks (without running them) sees it too.
  test(`[${full.section}] ${full.id}: ${full.title}`, { meta: { check: full } }, async (context) => {
    await body(context);
  });
}
