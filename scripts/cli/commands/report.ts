/**
 * `gateway-harness report merge OUT_DIR IN...`: one report from the reports of a sharded run
 * (`check --shard I/N --report DIR` on each machine). Exit 0 when every merged check passed, 1 when
 * one failed or an error was reported, 2 when the reports cannot be merged.
 */
import { MergeError } from '../../check/report/merge.ts';
import { mergeFiles } from '../../check/report/merge-files.ts';
import { UsageError, type Command } from '../command.ts';

const usage = `usage: gateway-harness report merge OUT_DIR IN...

  Reads report.json from each IN (a folder written by 'check --report', or the file itself),
  checks that the shards ran the same profile, seed and runs per property, and writes one
  report.json, report.xml and report.html into OUT_DIR.

  Example, a run split over four machines:
    gateway-harness check --shard 1/4 --report shard-1     (on each machine, 1/4 to 4/4)
    gateway-harness report merge merged shard-1 shard-2 shard-3 shard-4

Exit codes: 0 every check passed, 1 a check failed or an error was reported, 2 the reports
could not be read or do not belong to one run.`;

export const reportCommand: Command = {
  name: 'report',
  usage,
  async run(argv) {
    const [action, outDir, ...inputs] = argv;
    if (action !== 'merge') throw new UsageError(action === undefined ? 'say what to do: merge' : `unknown action ${JSON.stringify(action)}; the only one is merge`);
    const flag = argv.find((arg) => arg.startsWith('-'));
    if (flag !== undefined) throw new UsageError(`unknown option ${flag}`);
    if (outDir === undefined || inputs.length === 0) throw new UsageError('give the folder to write and at least one report to merge');
    try {
      const { document, written } = await mergeFiles(outDir, inputs);
      const { totals, bundledContract } = document;
      console.log(`merged ${inputs.length} report(s): ${totals.checks} checks of the target, ${totals.passed} passed, ${totals.failed} failed, ${totals.notRun} not run, ${totals.errors} error(s) outside checks; bundled contract ${bundledContract.passed} passed, ${bundledContract.failed} failed`);
      for (const file of written) console.log(`report: ${file}`);
      return totals.failed > 0 || bundledContract.failed > 0 || totals.errors > 0 ? 1 : 0;
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
      console.error(`gateway-harness report: ${error.message}`);
      return 2;
    }
  },
};
