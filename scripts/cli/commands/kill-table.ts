/**
 * `gateway-harness kill-table`: runs every faulty build (mocks/faulty) against the checks that
 * must catch it, and prints which checks did. Exits 1 when a build survives, a run could not be
 * judged or the reference fails one of those checks: the suite has a hole, or the table cannot
 * show that it has none.
 */
import { faultyBuild, faultyBuilds, type FaultyBuild } from '../../../mocks/faulty/index.ts';
import { runKillTable } from '../../faulty/kill-table.ts';
import { tablePasses } from '../../faulty/kill-verdict.ts';
import { closingLine, progressLine, renderTable } from '../../faulty/render-table.ts';
import type { Command } from '../command.ts';
import { integerOption, parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness kill-table [--variant NAME]... [--jobs N] [--json]

Starts each faulty build as a server on loopback, runs the checks it declares it is caught by
(spec profile), and prints one line per build as it finishes, then the table. The reference is
run first against all those checks and must pass them: a check failing on it proves nothing.

  --variant NAME   only this build (repeatable); \`gateway-harness serve faulty --list\` lists them
  --jobs N         builds run at once, each in its own process (default 2)
  --json           the verdicts as JSON on stdout (progress goes to stderr)

Exit codes: 0 every build killed and the reference clean, 1 a build survived, a run could not be
judged or the reference failed a check, 2 bad usage.`;

function chosen(names: string[] | undefined): FaultyBuild[] {
  if (!names || names.length === 0) return [...faultyBuilds];
  return names.map((name) => {
    const build = faultyBuild(name);
    if (!build) throw new UsageError(`no faulty build named ${JSON.stringify(name)}`);
    return build;
  });
}

export const killTableCommand: Command = {
  name: 'kill-table',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, { variant: { type: 'string', multiple: true }, jobs: { type: 'string' }, json: { type: 'boolean' } });
    const builds = chosen(values.variant);
    const jobs = integerOption(values.jobs, '--jobs', 1, 16) ?? 2;
    const say = values.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
    const startedAt = Date.now();
    say(`kill table: the reference and ${builds.length} faulty build${builds.length === 1 ? '' : 's'}, ${Math.min(jobs, builds.length + 1)} at a time`);
    const table = await runKillTable({ builds, jobs, onVerdict: (verdict, done, total) => say(progressLine(verdict, done, total)) });
    if (values.json) console.log(JSON.stringify(table, null, 2));
    else console.log(`\n${renderTable([...table.reference, ...table.builds])}\n`);
    for (const line of closingLine(table, Date.now() - startedAt)) say(line);
    return tablePasses(table.reference, table.builds) ? 0 : 1;
  },
};
