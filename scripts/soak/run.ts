/**
 * `npm run soak [-- --seconds N]`: the soak of soak.ts for longer than the test suite runs it (100 s
 * of load unless told), printing what it counted. Exit 0 when nothing was lost and every request
 * was answered as section 7 allows, 1 otherwise, 2 for a bad option.
 */
import { integerOption, parseOptions, UsageError } from '../cli/command.ts';
import { formatSoakReport } from './soak-report.ts';
import { runSoak, type SoakOptions } from './soak.ts';

/** The soak's settings; workers and seed left out take the soak's own defaults. */
function settings(): SoakOptions {
  const { values } = parseOptions(process.argv.slice(2), { seconds: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' } });
  return {
    seconds: integerOption(values.seconds, '--seconds', 1, 3_600) ?? 100,
    workers: integerOption(values.workers, '--workers', 1, 64),
    seed: integerOption(values.seed, '--seed', 1, 2 ** 31 - 1),
  };
}

let chosen;
try {
  chosen = settings();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const report = await runSoak({ ...chosen, log: (line) => console.log(line) });
console.log(formatSoakReport(report));
process.exit(report.problems.length === 0 ? 0 : 1);
