/**
 * `gateway-harness kill-table`: runs the faulty builds (mocks/faulty) against the checks that
 * must catch them, and prints which checks did. The quick form (the default, part of `npm test`)
 * runs every build that names its checks and a sample of the others (those generated from the
 * spec's numbers and tables, and hand-written ones naming none), drawn by a seed it prints;
 * `--full` runs them all. Exits 1 when a build survives that is not
 * open, a build open by a decision is killed (a false positive), a run could not be judged or the
 * reference fails one of those checks. Each run's verdicts are written under reports/kill-table/,
 * where `gateway-harness coverage` reads the full run's.
 */
import { randomInt } from 'node:crypto';
import { faultyBuilds, generatedFaults } from '../../../mocks/faulty/index.ts';
import { listChecks } from '../../check/list-checks.ts';
import { runKillTable } from '../../faulty/kill-table.ts';
import { tablePasses } from '../../faulty/kill-verdict.ts';
import { checkoutCommit, writeKillRun, type KillRunRecord } from '../../faulty/kill-run.ts';
import { defaultSampleSize, selectBuilds, type Selection } from '../../faulty/kill-selection.ts';
import { closingLine, openLines, progressLine, renderTable } from '../../faulty/render-table.ts';
import type { Command } from '../command.ts';
import { integerOption, parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness kill-table [--full | --seed N [--sample N] | --variant NAME...] [--jobs N] [--json]

Starts each faulty build as a server on loopback, runs its checks (spec profile), and prints one
line per build as it finishes, then the table. A build that names its checks meets those; any
other (the builds generated from the spec's numbers and tables, and hand-written ones naming none)
meets every spec-profile check that claims a case it breaks. The reference is run first against all those checks and must pass them: a check failing
on it proves nothing. A build whose deviation the spec leaves open, or that a check only claims to
catch, is listed as open with its reason.

  (no option)      every build that names its checks, and ${defaultSampleSize} of the others (generated, or
                   hand-written without named checks) drawn by a fresh seed
  --full           every build
  --seed N         draw the sample with this seed (the line before the table names it)
  --sample N       how many builds to draw (default ${defaultSampleSize})
  --variant NAME   only this build, hand-written or generated (repeatable); \`serve faulty --list\` lists them
  --jobs N         builds run at once, each in its own process (default 2)
  --json           the verdicts as JSON on stdout (progress goes to stderr)

The verdicts are written to reports/kill-table/full.json, quick.json or chosen.json.

Exit codes: 0 every build killed or open and the reference clean; 1 a build survived that is not
open, a build open by a decision was killed, a run could not be judged or the reference failed a
check; 2 bad usage.`;

function sampleLine(selection: Selection, seed: number, size: number): string {
  const pool = claimedPool();
  if (selection.form === 'full') return `every build: ${faultyBuilds.length - pool.handWritten} naming their checks, and ${pool.handWritten} hand-written and ${generatedFaults.length} generated meeting the checks that claim what they break`;
  if (selection.form === 'chosen') return `builds chosen by name: ${selection.builds.map((b) => b.name).join(', ')}`;
  const again = `kill-table --seed ${seed}${size === defaultSampleSize ? '' : ` --sample ${size}`}`;
  return `sampled with seed ${seed} (${again} draws them again): ${selection.claimed.length} of the ${pool.handWritten + generatedFaults.length} builds that name no checks (${selection.generated.length} of them generated): ${selection.claimed.join(', ')}`;
}

/** How many hand-written builds name no checks: they are sampled with the generated ones. */
function claimedPool(): { handWritten: number } {
  return { handWritten: faultyBuilds.filter((b) => b.caughtBy === undefined).length };
}

export const killTableCommand: Command = {
  name: 'kill-table',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, {
      variant: { type: 'string', multiple: true },
      full: { type: 'boolean' },
      seed: { type: 'string' },
      sample: { type: 'string' },
      jobs: { type: 'string' },
      json: { type: 'boolean' },
    });
    const named = values.variant ?? [];
    if (named.length > 0 && (values.full || values.seed !== undefined || values.sample !== undefined)) throw new UsageError('--variant picks builds by name; it takes no --full, --seed or --sample');
    if (values.full && (values.seed !== undefined || values.sample !== undefined)) throw new UsageError('--full runs every generated build; it takes no --seed or --sample');
    const seed = integerOption(values.seed, '--seed', 0, 2 ** 31 - 1) ?? randomInt(2 ** 31 - 1);
    const sampleSize = integerOption(values.sample, '--sample', 0, faultyBuilds.length + generatedFaults.length) ?? defaultSampleSize;
    const jobs = integerOption(values.jobs, '--jobs', 1, 16) ?? 2;
    const say = values.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
    const startedAt = Date.now();
    // The commit the builds and checks are loaded from, read before the run: edits made while it
    // runs do not change what it measured.
    const commit = checkoutCommit();
    let selection: Selection;
    try {
      selection = await selectBuilds({ names: named, full: values.full === true, seed, sampleSize }, () => listChecks());
    } catch (error) {
      if (error instanceof RangeError) throw new UsageError(error.message);
      throw error;
    }
    const { builds } = selection;
    say(`kill table: the reference and ${builds.length} faulty build${builds.length === 1 ? '' : 's'}, ${Math.min(jobs, builds.length + 1)} at a time`);
    say(sampleLine(selection, seed, sampleSize));
    const table = await runKillTable({ builds, jobs, onVerdict: (verdict, done, total) => say(progressLine(verdict, done, total)) });
    const generated = new Set(selection.generated);
    const record: KillRunRecord = {
      form: selection.form,
      at: new Date().toISOString(),
      commit,
      ...(selection.form === 'quick' ? { seed } : {}),
      generatedTotal: generatedFaults.length,
      reference: table.reference,
      builds: table.builds.map((verdict, i) => {
        const build = builds[i];
        return { ...verdict, generated: generated.has(verdict.name), breaks: build?.breaks ?? {}, ...(build?.open ? { open: build.open } : {}) };
      }),
    };
    const file = writeKillRun(record);
    if (values.json) console.log(JSON.stringify(record, null, 2));
    else console.log(`\n${renderTable([...table.reference, ...table.builds])}\n`);
    for (const line of openLines(table.builds)) say(line);
    for (const line of closingLine(table, Date.now() - startedAt)) say(line);
    say(`verdicts written to ${file.slice(file.indexOf('reports/'))}`);
    return tablePasses(table.reference, table.builds) ? 0 : 1;
  },
};
