// The suite as vitest collects it, against what is written about it: the statement catalogue,
// the text reading that picks the files of a check selection, and the checks that need the
// clock. They share one file because listing the suite loads every check file: it is listed
// once here, whatever HARNESS_SECTION or HARNESS_PROFILE the caller set.
//
// The statement catalogue: every statement and boundary case a check claims is in the
// catalogue, every statement has its cases (or is open by decision), every section a check
// cites has statements, ids are unique and named after valid sections, and every decision it
// cites is recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import { specSections } from '../../suites/support/spec/sections.ts';
import { sectionTitles, statements } from '../../suites/support/spec/statements/index.ts';
import { declaredChecks, filesForChecks, filesForSection } from '../check/check-selection.ts';
import { notRunWithout, type ListedCheck } from '../check/list-checks.ts';
import { projectRoot } from '../check/run-suite.ts';
import { allChecks } from './all-checks.ts';
import { catalogueProblems } from './catalogue-problems.ts';
import { recordedDecisions } from '../../suites/support/checks/recorded-decisions.ts';
import { faultyBuilds, generatedFaults } from '../../mocks/faulty/index.ts';
import { claimants } from '../faulty/claimed-checks.ts';
import { faultProblems } from './proofs.ts';

let checks: ListedCheck[] = [];

// Collecting every check file is a few seconds on a quiet machine; the limit is a safety net.
beforeAll(async () => {
  checks = await allChecks();
}, 600_000);

describe('the statement catalogue', () => {
  it('knows every statement and boundary case the checks claim', () => {
    expect(checks.length).toBeGreaterThan(100);
    const listed = new Map(statements.map((s) => [s.id, new Set(s.boundaries ?? [])]));
    const unknown = checks.flatMap((c) => Object.entries(c.asserts ?? {}).flatMap(([id, cases]) => (listed.has(id) ? cases.filter((b) => !listed.get(id)?.has(b)).map((b) => `${c.id} → ${id} ${b}`) : [`${c.id} → ${id}`])));
    expect(unknown).toEqual([]);
  });

  it('gives every statement its boundary cases, unless a decision leaves it open as a whole', () => {
    expect(statements.filter((s) => (s.boundaries ?? []).length === 0 && (s.open ?? []).length === 0).map((s) => s.id)).toEqual([]);
  });

  it('has statements for every section a check cites', () => {
    const stated = new Set(statements.flatMap((s) => [s.section, ...(s.also ?? [])]).flatMap((section) => [section, section.split('.')[0]]));
    expect([...new Set(checks.map((c) => c.section))].filter((section) => !stated.has(section))).toEqual([]);
  });

  it('has unique ids, each its section followed by a kebab-case name, in sections the spec has', () => {
    const ids = statements.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const s of statements) {
      expect(specSections, s.id).toContain(s.section);
      expect(s.id, s.id).toMatch(new RegExp(`^${s.section.replace('.', '\\.')}-[a-z0-9]+(-[a-z0-9]+)*$`));
      for (const other of s.also ?? []) expect(specSections, `${s.id} also ${other}`).toContain(other);
    }
  });

  it('cites only decisions docs/decisions.md records, and titles every section', () => {
    const decisions = recordedDecisions();
    expect(statements.flatMap((s) => (s.open ?? []).filter((d) => !decisions.has(d)).map((d) => `${s.id} → ${d}`))).toEqual([]);
    expect(specSections.filter((section) => !sectionTitles[section])).toEqual([]);
  });

  it('agrees with the suite on every rule the coverage command applies', () => {
    expect(catalogueProblems({ statements, checks, decisions: recordedDecisions(), sections: specSections })).toEqual([]);
  });
});

describe('the checks that need the clock', () => {
  // Only checks during which time must pass take the clock (decision A63): takeover, retention,
  // retries and their outcomes (a refused connection among them), auto-disable, re-registration
  // after it. A past moment comes from the world's history, so a target without a clock still
  // runs the rest; a new clock check must raise this on purpose.
  it('are at most 12 of the suite: past time comes from the world', () => {
    const clock = notRunWithout(checks).get('clock') ?? [];
    expect(clock.length).toBeGreaterThan(0);
    expect(clock.length, clock.join(', ')).toBeLessThanOrEqual(12);
  });
});

// The text reading must never leave out the file of a check: compared with what vitest collects.
describe('check selection read from the text of the check files', () => {
  it('keeps the file of every registered check, for its id and for its section', () => {
    const declared = declaredChecks(projectRoot);
    expect(checks.length).toBeGreaterThan(100);
    for (const check of checks) {
      expect(filesForChecks(declared, [check.id]), check.id).toContain(check.file);
      expect(filesForSection(declared, check.section), check.id).toContain(check.file);
    }
    expect(filesForChecks(declared, ['listing-walk-every-limit']), 'an id written out starts its one file').toEqual(['suites/listing/paging.check.ts']);
  });
});

// A faulty build proves a statement only through a check claiming what it breaks: its own
// declaration must name statements and cases the catalogue has, a build naming its checks must
// name some that claim a statement it breaks, and every other build must find checks to meet,
// unless it is open (then a check meeting it shows that the spec leaves it open, or a gap).
describe('the faulty builds beside the suite', () => {
  const all = [...faultyBuilds, ...generatedFaults];

  it('break only statements and cases the catalogue lists', () => {
    expect(faultProblems(all.map((b) => ({ name: b.name, generated: false, breaks: b.breaks })), statements)).toEqual([]);
  });

  it('name checks that claim a statement they break, when they name checks', () => {
    const byId = new Map(checks.map((c) => [c.id, c]));
    const unrelated = faultyBuilds.filter((b) => b.caughtBy !== undefined && !b.caughtBy.checks.some((id) => Object.keys(b.breaks).some((s) => byId.get(id)?.asserts?.[s] !== undefined)));
    expect(unrelated.map((b) => b.name)).toEqual([]);
  });

  it('find a check claiming what they break, when they name none', () => {
    const unmet = all.filter((b) => (b as { caughtBy?: unknown }).caughtBy === undefined && claimants(b.breaks, checks).checks.length === 0);
    expect(unmet.map((b) => b.name)).toEqual([]);
  });
});
