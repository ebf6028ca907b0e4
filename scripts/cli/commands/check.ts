/**
 * `gateway-harness check`: runs the conformance suite against a gateway build. With no target
 * option it checks the bundled reference in-process; `--target`, `--command` and `--image` check
 * a build running elsewhere, started as a process, or started as a container.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { idSelected, isCheckIdPattern } from '../../check/check-selection.ts';
import type { SuiteRun } from '../../check/check-outcome.ts';
import { areaExists, runSuite, selectedFiles, type ProfileName } from '../../check/run-suite.ts';
import { summarise } from '../../check/summary.ts';
import { startCommandCopies } from '../../check/targets/command-copies.ts';
import { startImageTarget } from '../../check/targets/image-target.ts';
import { StartError, type LaunchedTarget } from '../../check/targets/launched-target.ts';
import { watchTarget } from '../../check/targets/target-loss.ts';
import { connectTarget } from '../../check/targets/url-target.ts';
import { targetOptions } from '../../check/report/replay-command.ts';
import { writeReports, type RunContext } from '../../check/report/write-reports.ts';
import { defaultRuns, defaultSeed } from '../../../suites/support/properties/seed-defaults.ts';
import type { Command } from '../command.ts';
import { httpUrlOption, integerOption, parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness check [target] [options]

target (at most one; none checks the bundled reference in-process):
  --target URL          public base URL of a running build (the API is under URL/api/v2)
    --control URL       its control plane base URL (required with --target)
    --control-token T   its control token (default: $HARNESS_CONTROL_TOKEN)
    --upstream-port N   the build was started pointing at http://127.0.0.1:N/v23.0 for the platform:
                        the harness's upstream mock listens there (default: a free port, pushed
                        to the build through its control plane)
  --command "CMD"       start the build with the shell, passing PORT, UPSTREAM_BASE_URL (which
                        already ends with the platform version, e.g. http://127.0.0.1:N/v23.0),
                        UPSTREAM_APP_SECRET and HARNESS_CONTROL_TOKEN; stopped after the run
    --copies N          start N copies, each on its own ports, and run the check files side by
                        side, one copy each (default: 2 on a machine of two cores or more, else 1).
                        A build that cannot run twice, or whose copies share their state (one
                        copy's reset wipes the other's world), is checked as one copy
  --image NAME          the same, as a container (host network, through a local Docker engine)
    --control-path P    where --command and --image builds serve the control plane (default /__harness)
    --startup-timeout S seconds to wait for a started build to answer (default 60)

options:
  --check ID            only the check with this id (repeatable; * matches any part of an id, as in
                        'listing-walk-*'); only the files holding them start. Ids are listed by
                        'gateway-harness checks'. Combines with --area, --profile and --seed
  --area AREA           only one spec area (a folder of suites/, e.g. listing) or section (7, 4.1)
  --changed-since OLD   only the checks of the spec sections changed since contract OLD (as
                        'gateway-harness diff OLD' classifies them), plus an always-on smoke set
  --profile NAME        spec (default): only what the spec says; reference: also the reference's
                        own choices recorded in docs/decisions.md
  --seed N              seed of the property runs (default ${defaultSeed})
  --runs N              runs per property (default ${defaultRuns})
  --differential        also send generated cases to the bundled reference and compare outcomes
                        (implied by --area differential)
  --report DIR          write report.xml (JUnit), report.json and report.html into DIR
  --shard I/N           run only the I-th of N slices of the check files (one slice per CI machine)

Exit codes: 0 all checks passed, 1 a check failed, 2 the run could not start or the build died
or stopped answering during it (the checks it cut short are listed as not run).`;

function shardOption(raw: string | undefined): { index: number; count: number } | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard must look like 2/4 (slice 2 of 4), got ${JSON.stringify(raw)}`);
  return { index, count };
}

function profileOption(raw: string | undefined): ProfileName {
  if (raw === undefined || raw === 'spec' || raw === 'reference') return raw ?? 'spec';
  throw new UsageError(`--profile must be spec or reference, got ${JSON.stringify(raw)}`);
}

function checkOption(raw: string[] | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  for (const pattern of raw) {
    if (!isCheckIdPattern(pattern)) throw new UsageError(`--check takes a check id such as listing-walk-every-limit (* for any part of it), got ${JSON.stringify(pattern)}`);
  }
  return raw;
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

type Values = ReturnType<typeof parse>['values'];

/** A copy per core, up to two: a third copy on two cores only adds work. */
function defaultCopies(): number {
  return Math.min(2, availableParallelism());
}

function parse(argv: string[]) {
  return parseOptions(argv, {
    target: { type: 'string' },
    control: { type: 'string' },
    'control-token': { type: 'string' },
    'upstream-port': { type: 'string' },
    command: { type: 'string' },
    image: { type: 'string' },
    'control-path': { type: 'string' },
    'startup-timeout': { type: 'string' },
    copies: { type: 'string' },
    check: { type: 'string', multiple: true },
    area: { type: 'string' },
    'changed-since': { type: 'string' },
    profile: { type: 'string' },
    seed: { type: 'string' },
    runs: { type: 'string' },
    differential: { type: 'boolean' },
    report: { type: 'string' },
    shard: { type: 'string' },
  });
}

/** Turns the target options into a launcher, refusing combinations that cannot mean anything. */
function targetLauncher(values: Values): (fileCount: () => number | undefined) => Promise<LaunchedTarget> {
  const modes = (['target', 'command', 'image'] as const).filter((m) => values[m] !== undefined);
  if (modes.length > 1) throw new UsageError(`--${modes.join(' and --')} cannot be combined: choose one target`);
  const mode = modes[0];
  if (values.copies !== undefined && mode !== 'command') throw new UsageError('--copies goes with --command');
  if (mode !== 'target') {
    for (const only of ['control', 'control-token', 'upstream-port'] as const) {
      if (values[only] !== undefined) throw new UsageError(`--${only} goes with --target`);
    }
  }
  if (mode === undefined) {
    for (const only of ['control-path', 'startup-timeout'] as const) {
      if (values[only] !== undefined) throw new UsageError(`--${only} goes with --command or --image`);
    }
    return async () => ({ label: 'bundled reference (in-process)', stop: async () => undefined });
  }
  const controlPath = values['control-path'] ?? '/__harness';
  if (!controlPath.startsWith('/')) throw new UsageError(`--control-path must start with /, got ${JSON.stringify(controlPath)}`);
  const startupTimeoutMs = (integerOption(values['startup-timeout'], '--startup-timeout', 1, 3600) ?? 60) * 1000;
  if (mode === 'command') {
    const command = values.command ?? '';
    if (command.trim() === '') throw new UsageError('--command needs the command that starts the build');
    const copies = integerOption(values.copies, '--copies', 1, 8) ?? defaultCopies();
    // A copy with no file of its own to serve would only be started and stopped.
    return (fileCount) => startCommandCopies({ command, controlPath, startupTimeoutMs, copies: Math.max(1, Math.min(copies, fileCount() ?? copies)) });
  }
  if (mode === 'image') {
    const image = values.image ?? '';
    if (image.trim() === '') throw new UsageError('--image needs an image name');
    return () => startImageTarget({ image, controlPath, startupTimeoutMs });
  }
  const baseUrl = httpUrlOption(values.target ?? '', '--target');
  if (values.control === undefined) throw new UsageError('--target needs --control URL (the build\'s control plane)');
  const controlUrl = httpUrlOption(values.control, '--control');
  const controlToken = values['control-token'] ?? process.env.HARNESS_CONTROL_TOKEN ?? '';
  if (controlToken === '') throw new UsageError('--target needs the control token: --control-token or $HARNESS_CONTROL_TOKEN');
  const upstreamPort = integerOption(values['upstream-port'], '--upstream-port', 1, 65_535);
  return () => connectTarget({ baseUrl, controlUrl, controlToken, ...(upstreamPort === undefined ? {} : { upstreamPort }) });
}

export const checkCommand: Command = {
  name: 'check',
  usage,
  async run(argv) {
    const { values } = parse(argv);
    if (values.area !== undefined && !areaExists(values.area)) throw new UsageError(`no area or section named ${JSON.stringify(values.area)}`);
    const seed = integerOption(values.seed, '--seed', 0, 2 ** 31 - 1) ?? defaultSeed;
    const runs = integerOption(values.runs, '--runs', 1) ?? defaultRuns;
    const profile = profileOption(values.profile);
    const shard = shardOption(values.shard);
    const checks = checkOption(values.check);
    // The differential area holds nothing but differential checks: asking for it asks for the mode.
    const differential = values.differential === true || values.area === 'differential';
    if (values.report === '') throw new UsageError('--report needs a directory');
    const reportDir = values.report === undefined ? undefined : resolve(values.report);
    const launch = targetLauncher(values);
    let files: string[] | undefined;
    if (values['changed-since'] !== undefined) {
      if (values.area !== undefined) throw new UsageError('--changed-since and --area cannot be combined');
      // Loaded only when asked for: the contract diff and the check listing take a second to import.
      const { changedSinceFiles } = await import('../../diff/changed-since.ts');
      const selected = await changedSinceFiles(values['changed-since']);
      if (selected === 2) return 2;
      files = selected;
    }

    let target: LaunchedTarget;
    try {
      target = await launch(() => selectedFiles({ ...(values.area === undefined ? {} : { area: values.area }), ...(files ? { files } : {}), ...(checks ? { checks } : {}) })?.length);
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
      if (target.note) console.log(target.note);
      console.log(`checking ${target.label} (profile ${profile}, seed ${seed}, ${runs} runs per property)`);
      run = await runSuite({
        ...(values.area === undefined ? {} : { area: values.area }),
        ...(files ? { files } : {}),
        ...(checks ? { checks } : {}),
        seed,
        runs,
        profile,
        ...(target.remote ? { target: target.remote } : {}),
        ...(target.copies && target.copies.length > 0 ? { copies: target.copies } : {}),
        ...(differential ? { differential: true } : {}),
        ...(shard ? { shard } : {}),
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
      ...(target.remote ? { baseUrl: target.remote.baseUrl, urlOutlivesRun: values.target !== undefined } : {}),
      targetOptions: targetOptions({ target: values.target, control: values.control, upstreamPort: values['upstream-port'], command: values.command, image: values.image, controlPath: values['control-path'], startupTimeout: values['startup-timeout'] }),
      profile,
      seed,
      runs,
      ...(values.area === undefined ? {} : { area: values.area }),
      ...(differential ? { differential: true } : {}),
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
    };
    console.log(summarise(run, context));
    if (run.outcomes.length === 0 && run.errors.length === 0) console.log('no checks matched');
    if (reportDir !== undefined) {
      const written = await writeReports(reportDir, run, context);
      for (const file of written) console.log(`report: ${file}`);
    }
    if (run.stoppedEarly) {
      // One line on standard error, as for a run that could not start: no verdict was reached.
      console.error(`gateway-harness check: ${run.stoppedEarly.reason}`);
      return 2;
    }
    const failed = run.outcomes.some((o) => o.state === 'failed') || run.errors.length > 0;
    if (failed) return 1;
    // Asking for a check that does not exist is a mistake in the command, not a pass.
    return chosen.unmatched.length > 0 ? 2 : 0;
  },
};
