/**
 * `gateway-harness pass-table`: runs the allowed variants (mocks/variants) against the spec
 * checks, and prints any check that fails one. Exits 1 when a check fails a variant (a false
 * positive) or a run could not be judged: the suite would fail a correct build.
 */
import { isRecordedDecision, singleVariants } from '../../../mocks/variants/index.ts';
import { listChecks } from '../../check/list-checks.ts';
import { chosenVariants, passRows } from '../../variants/pass-rows.ts';
import { runPassTable } from '../../variants/pass-table.ts';
import { passTablePasses } from '../../variants/pass-verdict.ts';
import { passClosingLines, passProgressLine, renderPassTable } from '../../variants/render-pass-table.ts';
import type { Command } from '../command.ts';
import { integerOption, parseOptions, UsageError } from '../command.ts';

/**
 * Property runs per check unless --runs says otherwise: with the fixed seed, enough to meet each
 * generator's edge cases (fast-check tries them first); few enough that the quick form fits in
 * npm test. The kill table and `check` keep their own counts.
 */
export const passTableRuns = { quick: 10, full: 25 };

const usage = `usage: gateway-harness pass-table [--full] [--variant NAME]... [--runs N] [--jobs N] [--json]

Starts each allowed variant of the reference (a build taking another choice the spec allows) as a
server on loopback and runs spec-profile checks against it in url mode. Every check must pass:
one that fails is a false positive. A build with fewer test hooks must also list as not run every
check needing a capability it withholds. Quick form (the default, run by npm test): the variant
taking every alternative and the build offering no optional capability against every check, each
build without one capability against the checks needing it and those of decision A63 needing none,
each other variant against the checks of the sections it touches and of the decision it exercises.

  --full           every variant against every check
  --variant NAME   only this variant (repeatable)
  --runs N         property runs per check (default ${passTableRuns.quick}, ${passTableRuns.full} with --full)
  --jobs N         variants run at once, each in its own process (default 2)
  --json           the verdicts as JSON on stdout (progress goes to stderr)

Exit codes: 0 every variant passed, 1 a check failed a variant or a run could not be judged,
2 bad usage.`;

export const passTableCommand: Command = {
  name: 'pass-table',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, { full: { type: 'boolean' }, variant: { type: 'string', multiple: true }, runs: { type: 'string' }, jobs: { type: 'string' }, json: { type: 'boolean' } });
    let variants;
    try {
      variants = chosenVariants(values.variant);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const jobs = integerOption(values.jobs, '--jobs', 1, 16) ?? 2;
    const runs = integerOption(values.runs, '--runs', 1, 10_000) ?? (values.full ? passTableRuns.full : passTableRuns.quick);
    const say = values.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
    const startedAt = Date.now();
    const rows = passRows(variants, await listChecks(), values.full === true);
    say(`pass table (${values.full ? 'full' : 'quick'}): ${rows.length} allowed variant${rows.length === 1 ? '' : 's'}, ${Math.min(jobs, rows.length)} at a time, ${runs} property runs`);
    const verdicts = await runPassTable({ rows, runs, jobs, onVerdict: (verdict, done, total) => say(passProgressLine(verdict, done, total)) });
    if (values.json) console.log(JSON.stringify(verdicts, null, 2));
    else console.log(`\n${renderPassTable(verdicts)}\n`);
    const decisions = new Set(singleVariants.map((v) => v.decision).filter(isRecordedDecision));
    for (const line of passClosingLines(verdicts, decisions.size, Date.now() - startedAt)) say(line);
    return passTablePasses(verdicts) ? 0 : 1;
  },
};
