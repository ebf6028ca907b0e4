/**
 * `gateway-harness coverage`: the spec's normative statements section by section, the checks that
 * assert each one, and the statements no check asserts. A report, not a gate: it exits 0 however
 * many gaps there are, and 1 only when the catalogue names a check or decision that does not exist.
 */
import { allChecks } from '../../coverage/all-checks.ts';
import { recordedDecisions } from '../../../suites/support/checks/recorded-decisions.ts';
import { renderCoverage } from '../../coverage/render-coverage.ts';
import { specSections } from '../../../suites/support/spec/sections.ts';
import { sectionNotes, sectionTitles, statements } from '../../../suites/support/spec/statements/index.ts';
import { parseOptions, UsageError, type Command } from '../command.ts';

const usage = `usage: gateway-harness coverage [--json] [--uncovered] [--section S]

For each section of the spec: its normative statements (suites/support/spec/statements/), the
conformance checks that assert each one, and the statements no check asserts (flagged
UNCOVERED). Statements the spec leaves open name the decision (docs/decisions.md) instead.
Nothing is run. Exits 1 if the catalogue names a check or a decision that does not exist.

  --json        print JSON instead of Markdown tables
  --uncovered   only the statements no check asserts
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
