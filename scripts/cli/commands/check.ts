/**
 * `gateway-harness check`: runs the conformance suite. With no target option it checks the
 * bundled contracts and the bundled reference gateway; checks that cannot run are listed as such.
 */
import { areaExists, runSuite } from '../../check/run-suite.ts';
import { summarise } from '../../check/summary.ts';
import type { Command } from '../command.ts';
import { parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness check [--area AREA] [--seed N] [--runs N]

  --area AREA  only one spec area (a folder of suites/, e.g. contract) or section (7, 4.1)
  --seed N     seed of the property runs (default: the fixed CI seed)
  --runs N     runs per property (default 200)

Exit codes: 0 all checks passed, 1 a check failed, 2 the run could not start.`;

function integerOption(raw: string | undefined, name: string, min: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new UsageError(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return value;
}

export const checkCommand: Command = {
  name: 'check',
  summary: 'run the conformance suite (default: against the bundled reference)',
  usage,
  async run(argv) {
    const { values } = parseOptions(argv, {
      area: { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
    });
    if (values.area !== undefined && !areaExists(values.area)) throw new UsageError(`no area or section named ${JSON.stringify(values.area)}`);
    const seed = integerOption(values.seed, '--seed', 0);
    const runs = integerOption(values.runs, '--runs', 1);
    const notRun: string[] = [];
    const run = await runSuite({
      ...(values.area === undefined ? {} : { area: values.area }),
      ...(seed === undefined ? {} : { seed }),
      ...(runs === undefined ? {} : { runs }),
    });
    console.log(summarise(run, notRun));
    if (run.outcomes.length === 0 && run.errors.length === 0) console.log('no checks matched');
    const failed = run.outcomes.some((o) => o.state === 'failed') || run.errors.length > 0;
    return failed ? 1 : 0;
  },
};
