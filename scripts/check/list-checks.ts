/**
 * Every registered conformance check, read through vitest's collection (the check files are
 * loaded, nothing runs), so the table and the suite can never disagree.
 */
import { createVitest } from 'vitest/node';
import type { CheckSubject } from './check-outcome.ts';
import { defaultModuleCache, projectRoot, schemaCache } from './run-suite.ts';
import { checkOrder } from './sections.ts';
import { withEnvironment } from './with-environment.ts';

export interface ListedCheck {
  id: string;
  section: string;
  title: string;
  profile: 'spec' | 'reference';
  /** `bundled-contract` for checks of the harness's own contract, `control-plane` for those of the target's test hook (both counted apart from the target's). */
  subject?: CheckSubject;
  decisions: string[];
  /** Control-plane capabilities the check needs; without one it is not run. None when absent. */
  needs?: string[];
  /** Statement ids of the catalogue the check asserts, each with the boundary cases it tries. */
  asserts?: Readonly<Record<string, readonly string[]>>;
  file: string;
}

/** `filters` narrows the files collected (e.g. `suites/auth/`); all check files by default. */
export function listChecks(filters: string[] = []): Promise<ListedCheck[]> {
  // The suite's runs keep compiled schemas and transformed modules: collecting loads the same ones.
  return withEnvironment({ HARNESS_SCHEMA_CACHE: schemaCache }, () => collectChecks(filters));
}

async function collectChecks(filters: string[]): Promise<ListedCheck[]> {
  const vitest = await createVitest('test', {
    root: projectRoot,
    config: `${projectRoot}vitest.config.ts`,
    project: ['conformance'],
    watch: false,
    reporters: [],
    // One worker: the check files share one module graph per worker, so a second one only loaded
    // that graph again (most of a collection's time) while the first sat on the files it had.
    maxWorkers: 1,
    experimental: { fsModuleCache: true, fsModuleCachePath: defaultModuleCache },
  });
  try {
    const collected = await vitest.collect(filters);
    const found: ListedCheck[] = [];
    for (const module of collected.testModules) {
      for (const test of module.children.allTests()) {
        const meta = test.meta().check;
        if (meta) found.push({ ...meta, needs: meta.needs ?? [], asserts: meta.asserts ?? {}, file: module.moduleId.replace(projectRoot, '') });
      }
    }
    return found;
  } finally {
    await vitest.close();
  }
}

/** Per optional capability of the control plane, the checks a target without it does not get. */
export function notRunWithout(checks: readonly ListedCheck[]): Map<string, string[]> {
  const without = new Map<string, string[]>();
  for (const c of [...checks].sort(checkOrder)) for (const capability of c.needs ?? []) without.set(capability, [...(without.get(capability) ?? []), c.id]);
  return new Map([...without].sort(([a], [b]) => a.localeCompare(b)));
}

/** One line per capability: how many checks do not run without it, and which. */
export function capabilityLines(checks: readonly ListedCheck[]): string[] {
  return [...notRunWithout(checks)].map(([capability, ids]) => `without ${capability}: ${ids.length} not run (${ids.join(', ')})`);
}

/** The traceability table: one row per check, grouped by the spec section it enforces. */
export function checksTable(checks: ListedCheck[]): string {
  const sorted = [...checks].sort(checkOrder);
  const lines = ['| Section | Check | Profile | Decisions | Needs | What it shows | File |', '|---|---|---|---|---|---|---|'];
  for (const c of sorted) {
    lines.push(`| ${c.section} | \`${c.id}\` | ${c.profile} | ${c.decisions.join(', ') || '-'} | ${c.needs?.join(', ') || '-'} | ${c.title.replace(/\|/g, '\\|')} | ${c.file} |`);
  }
  const sections = new Map<string, number>();
  for (const c of sorted) sections.set(c.section, (sections.get(c.section) ?? 0) + 1);
  const summary = [...sections].map(([section, count]) => `${section}: ${count}`).join(', ');
  const needs = capabilityLines(checks);
  return [`${checks.length} checks (by section: ${summary})`, ...(needs.length > 0 ? ['', 'Capabilities of the control plane:', ...needs.map((line) => `- ${line}`)] : []), '', ...lines].join('\n');
}
