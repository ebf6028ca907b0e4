/**
 * The run of `gateway-harness check` once its options are known to mean something: start or
 * reach the build, run the suite against it, print the summary, write the reports, and say the
 * exit code. Loaded only then, and vitest only once the build answers: vitest, testcontainers and
 * the targets' code cost seconds that a mistyped option, or a build refused at the start, should
 * not wait for.
 */
import type { SuiteRun } from './check-outcome.ts';
import { idSelected, selectedFiles } from './check-selection.ts';
import { targetOptions, type TargetChoice } from './report/replay-command.ts';
import type { RunContext } from './report/run-context.ts';
import type { ProfileName } from './run-suite.ts';
import type { TargetPlan } from './target-plan.ts';
import { startCommandCopies } from './targets/command-copies.ts';
import { startImageTarget } from './targets/image-target.ts';
import { StartError, type LaunchedTarget } from './targets/launched-target.ts';
import { watchTarget } from './targets/target-loss.ts';
import { connectTarget } from './targets/url-target.ts';

export interface CheckRunOptions {
  plan: TargetPlan;
  /** The target options as given, for replay commands (never a token). */
  given: TargetChoice;
  area?: string;
  files?: string[];
  checks?: string[];
  seed: number;
  runs: number;
  profile: ProfileName;
  differential: boolean;
  shard?: { index: number; count: number };
  reportDir?: string;
  verbose: boolean;
  colour: boolean;
}

function launch(plan: TargetPlan, fileCount: () => number | undefined): Promise<LaunchedTarget> {
  switch (plan.mode) {
    case 'in-process':
      return Promise.resolve({ label: 'bundled reference (in-process)', stop: async () => undefined });
    case 'command':
      // A copy with no file of its own to serve would only be started and stopped.
      return startCommandCopies({ command: plan.command, controlPath: plan.controlPath, startupTimeoutMs: plan.startupTimeoutMs, copies: Math.max(1, Math.min(plan.copies, fileCount() ?? plan.copies)) });
    case 'image':
      return startImageTarget({ image: plan.image, controlPath: plan.controlPath, startupTimeoutMs: plan.startupTimeoutMs });
    case 'url': {
      const { mode: _mode, ...remote } = plan;
      return connectTarget(remote);
    }
  }
}

/**
 * Keeps the outcomes of the checks asked for: the other checks of a file that had to start are
 * left out of the summary and reports rather than listed as not run. Says which patterns matched
 * nothing.
 */
function onlyChosen(run: SuiteRun, patterns: readonly string[] | undefined): { run: SuiteRun; unmatched: string[] } {
  if (patterns === undefined) return { run, unmatched: [] };
  const outcomes = run.outcomes.filter((o) => idSelected(o.id, patterns));
  const unmatched = patterns.filter((p) => !outcomes.some((o) => idSelected(o.id, [p])));
  return { run: { ...run, outcomes }, unmatched };
}

export async function runCheck(options: CheckRunOptions): Promise<number> {
  const { area, files, checks, seed, runs, profile } = options;
  let target: LaunchedTarget;
  try {
    target = await launch(options.plan, () => selectedFiles({ ...(area === undefined ? {} : { area }), ...(files ? { files } : {}), ...(checks ? { checks } : {}) })?.length);
  } catch (error) {
    if (error instanceof StartError) {
      console.error(`gateway-harness check: cannot start: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const startedAt = new Date();
  const loss = watchTarget(target);
  let run: SuiteRun;
  try {
    // Loaded once the build is up: a build refused at the start is told so without waiting for vitest.
    const [{ runSuite }, { ProgressReporter }] = await Promise.all([import('./run-suite.ts'), import('./progress-reporter.ts')]);
    if (target.note) console.log(target.note);
    console.log(`checking ${target.label} (profile ${profile}, seed ${seed}, ${runs} runs per property)`);
    run = await runSuite({
      ...(area === undefined ? {} : { area }),
      ...(files ? { files } : {}),
      ...(checks ? { checks } : {}),
      seed,
      runs,
      profile,
      ...(target.remote ? { target: target.remote } : {}),
      ...(target.copies && target.copies.length > 0 ? { copies: target.copies } : {}),
      ...(options.differential ? { differential: true } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
      // vitest's own report prints every failure in full: only when asked for.
      ...(options.verbose ? {} : { quiet: true, reporters: [new ProgressReporter(process.stdout)] }),
      until: loss.lost,
    });
  } finally {
    loss.stop();
    await target.stop();
  }
  const chosen = onlyChosen(run, checks);
  run = chosen.run;
  for (const pattern of chosen.unmatched) {
    console.error(`gateway-harness check: no check matches --check ${pattern}${profile === 'spec' ? ' (checks of the reference profile need --profile reference)' : ''}`);
  }
  const context: RunContext = {
    target: target.label,
    ...(target.remote ? { baseUrl: target.remote.baseUrl, urlOutlivesRun: options.plan.mode === 'url' } : {}),
    targetOptions: targetOptions(options.given),
    profile,
    seed,
    runs,
    ...(area === undefined ? {} : { area }),
    ...(options.differential ? { differential: true } : {}),
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
  };
  const [{ summarise }, { writeReports }] = await Promise.all([import('./summary.ts'), import('./report/write-reports.ts')]);
  console.log(summarise(run, context, { verbose: options.verbose, colour: options.colour, ...(options.reportDir === undefined ? {} : { reportDir: options.reportDir }) }));
  if (run.outcomes.length === 0 && run.errors.length === 0) console.log('no checks matched');
  if (options.reportDir !== undefined) {
    const written = await writeReports(options.reportDir, run, context);
    for (const file of written) console.log(`report: ${file}`);
  }
  if (run.stoppedEarly) {
    // One line on standard error, as for a run that could not start: no verdict was reached.
    console.error(`gateway-harness check: ${run.stoppedEarly.reason}`);
    return 2;
  }
  // The control plane's checks judge the harness's test hook, not the API: they do not fail the run (decision A97).
  const failed = run.outcomes.some((o) => o.state === 'failed' && o.subject !== 'control-plane') || run.errors.length > 0;
  if (failed) return 1;
  // Asking for a check that does not exist is a mistake in the command, not a pass.
  return chosen.unmatched.length > 0 ? 2 : 0;
}
