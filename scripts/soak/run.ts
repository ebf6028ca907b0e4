/**
 * `npm run soak [-- --seconds N]`: the soak of soak.ts for longer than the test suite runs it (100 s
 * of load unless told), printing what it counted. Exit 0 when nothing was lost and every request
 * was answered as section 7 allows, 1 otherwise, 2 for a bad option.
 */
import { parseArgs } from 'node:util';
import { formatSoakReport } from './soak-report.ts';
import { runSoak } from './soak.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' } } });
const number = (raw: string | undefined, fallback: number, name: string, max: number): number => {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
};

const report = await runSoak({
  seconds: number(values.seconds, 100, 'seconds', 3_600),
  workers: number(values.workers, 6, 'workers', 64),
  seed: number(values.seed, 20261101, 'seed', 2 ** 31 - 1),
  log: (line) => console.log(line),
});
console.log(formatSoakReport(report));
process.exit(report.problems.length === 0 ? 0 : 1);
