/**
 * `gateway-harness coverage`: the spec's normative statements section by section, the boundary
 * cases of each, which checks try them (from the checks' own `asserts`: what the suite claims),
 * and which faulty builds breaking them a recorded kill-table run saw killed by a check claiming
 * them (what is proven). A report, not a gate: it exits 0 however many gaps there are, and 1 only
 * when the catalogue and the checks' claims or the builds' declarations disagree, or a decision is
 * not recorded.
 */
import { relative } from 'node:path';
import { faultyBuilds, generatedFaults } from '../../../mocks/faulty/index.ts';
import { allChecks } from '../../coverage/all-checks.ts';
import { recordedDecisions } from '../../../suites/support/checks/recorded-decisions.ts';
import { renderCoverage } from '../../coverage/render-coverage.ts';
import { projectRoot } from '../../check/run-suite.ts';
import { killRunFile, readKillRun } from '../../faulty/kill-run.ts';
import { specSections } from '../../../suites/support/spec/sections.ts';
import { sectionNotes, sectionTitles, statements } from '../../../suites/support/spec/statements/index.ts';
import { parseOptions, UsageError, type Command } from '../command.ts';

const usage = `usage: gateway-harness coverage [--json] [--uncovered | --unproven] [--section S] [--kill-run FILE]

For each section of the spec: its normative statements (suites/support/spec/statements/), the
boundary cases each lists, which of them spec-profile behaviour checks try (as the checks claim in
their \`asserts\`) and which are left. A statement is asserted when every case is tried, partial
when some are, UNASSERTED when none are; one the spec leaves open as a whole names the decision
(docs/decisions.md) instead. Reference-profile and contract checks are shown but count apart.
That is what is claimed. A statement is proven when a faulty build that breaks it (mocks/faulty,
hand-written or generated from the spec's numbers) was killed by a check claiming it, in the
kill-table run recorded in reports/kill-table/full.json (\`kill-table --full\` records it); the
first lines say which run. Nothing is run. Exits 1 if a check claims, or a faulty build breaks, a
statement or case the catalogue does not list, a statement has no cases and no decision, or a
decision is not recorded.

  --json           print JSON instead of Markdown tables
  --uncovered      only the statements with a boundary case left to try
  --unproven       only the statements no killed faulty build proves, with the builds that break them
  --section S      only section S and its subsections (e.g. 5 or 4.1)
  --kill-run FILE  the kill-table record to count proofs from (default reports/kill-table/full.json)`;

export const coverageCommand: Command = {
  name: 'coverage',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, { json: { type: 'boolean' }, uncovered: { type: 'boolean' }, unproven: { type: 'boolean' }, section: { type: 'string' }, 'kill-run': { type: 'string' } });
    const section = values.section;
    if (section !== undefined && !specSections.includes(section)) throw new UsageError(`--section must be a section of the spec such as 5 or 4.1, got ${JSON.stringify(section)}`);
    if (values.uncovered && values.unproven) throw new UsageError('--uncovered and --unproven cut the table two ways; give one');
    const file = values['kill-run'] ?? killRunFile('full');
    let run;
    try {
      run = readKillRun(file);
    } catch (error) {
      throw new UsageError(`--kill-run: ${(error as Error).message}`);
    }
    if (run === undefined && values['kill-run'] !== undefined) throw new UsageError(`--kill-run: no file ${file}`);
    const faults = [...faultyBuilds.map((b) => ({ name: b.name, generated: false, breaks: b.breaks })), ...generatedFaults.map((f) => ({ name: f.name, generated: true, breaks: f.breaks }))];
    const { out, problems } = renderCoverage(
      {
        statements,
        checks: await allChecks(),
        decisions: recordedDecisions(),
        sections: specSections,
        titles: sectionTitles,
        notes: sectionNotes,
        proofs: { faults, run, file: relative(projectRoot, file) },
      },
      { json: values.json === true, uncoveredOnly: values.uncovered === true, unprovenOnly: values.unproven === true, ...(section === undefined ? {} : { section }) },
    );
    console.log(out);
    if (problems.length === 0) return 0;
    console.error(`gateway-harness coverage: the statement catalogue disagrees with the suite or the faulty builds:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  },
};
