/** `gateway-harness checks`: the conformance checks by spec section, as a table or as JSON. */
import { checksTable, listChecks } from '../../check/list-checks.ts';
import { isSection, withinSection } from '../../check/sections.ts';
import { parseOptions, UsageError, type Command } from '../command.ts';

const usage = `usage: gateway-harness checks [--json] [--section S]

Lists every conformance check with the spec section it enforces, its profile and the decisions
(docs/decisions.md) it relies on, grouped by section. Nothing is run.

  --json        print JSON instead of a Markdown table
  --section S   only section S and its subsections (e.g. 5 or 4.1)`;

export const checksCommand: Command = {
  name: 'checks',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, { json: { type: 'boolean' }, section: { type: 'string' } });
    const only = values.section;
    if (only !== undefined && !isSection(only)) throw new UsageError(`--section must look like 5 or 4.1, got ${JSON.stringify(only)}`);
    const checks = (await listChecks()).filter((c) => only === undefined || withinSection(c.section, only));
    console.log(values.json ? JSON.stringify(checks, null, 2) : checksTable(checks));
    return 0;
  },
};
