/**
 * `gateway-harness coverage`: the spec's normative statements section by section, the boundary
 * cases of each, and which checks try them (from the checks' own `asserts`). A report, not a gate:
 * it exits 0 however many gaps there are, and 1 only when the catalogue and the checks' claims
 * disagree or a decision is not recorded.
 */
import { allChecks } from '../../coverage/all-checks.ts';
import { recordedDecisions } from '../../../suites/support/checks/recorded-decisions.ts';
import { renderCoverage } from '../../coverage/render-coverage.ts';
import { specSections } from '../../../suites/support/spec/sections.ts';
import { sectionNotes, sectionTitles, statements } from '../../../suites/support/spec/statements/index.ts';
import { parseOptions, UsageError, type Command } from '../command.ts';

const usage = `usage: gateway-harness coverage [--json] [--uncovered] [--section S]

For each section of the spec: its normative statements (suites/support/spec/statements/), the
boundary cases each lists, which of them spec-profile behaviour checks try (as the checks claim in
their \`asserts\`) and which are left. A statement is asserted when every case is tried, partial
when some are, UNASSERTED when none are; one the spec leaves open as a whole names the decision
(docs/decisions.md) instead. Reference-profile and contract checks are shown but count apart.
Nothing is run. Exits 1 if a check claims a statement or case the catalogue does not list, a
statement has no cases and no decision, or a decision is not recorded.

  --json        print JSON instead of Markdown tables
  --uncovered   only the statements with a boundary case left to try
  --section S   only section S and its subsections (e.g. 5 or 4.1)`;

export const coverageCommand: Command = {
  name: 'coverage',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, { json: { type: 'boolean' }, uncovered: { type: 'boolean' }, section: { type: 'string' } });
    const section = values.section;
    if (section !== undefined && !specSections.includes(section)) throw new UsageError(`--section must be a section of the spec such as 5 or 4.1, got ${JSON.stringify(section)}`);
    const { out, problems } = renderCoverage(
      { statements, checks: await allChecks(), decisions: recordedDecisions(), sections: specSections, titles: sectionTitles, notes: sectionNotes },
      { json: values.json === true, uncoveredOnly: values.uncovered === true, ...(section === undefined ? {} : { section }) },
    );
    console.log(out);
    if (problems.length === 0) return 0;
    console.error(`gateway-harness coverage: the statement catalogue disagrees with the suite:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  },
};
