/**
 * `gateway-harness check`: runs the conformance suite against a gateway build. With no target
 * option it checks the bundled reference in-process; `--target`, `--command` and `--image` check
 * a build running elsewhere, started as a process, or started as a container.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { declaredChecks, isCheckIdPattern, unknownCheck } from '../../check/check-selection.ts';
import { areaExists, projectRoot } from '../../check/project-root.ts';
import type { ProfileName } from '../../check/run-suite.ts';
import type { TargetPlan } from '../../check/target-plan.ts';
import { defaultRuns, defaultSeed } from '../../../suites/support/properties/seed-defaults.ts';
import { colourWanted } from '../colour.ts';
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
  --verbose             print vitest's own report and every failure in full; without it the summary
                        groups the failures by cause and shows a few of each (the reports keep all)

Exit codes: 0 all checks passed, 1 a check failed (the control plane's own checks, reported
apart, do not count), 2 bad options, an unknown check id, or the run could not start or the build
died or stopped answering during it (the checks it cut short are listed as not run).`;

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
    verbose: { type: 'boolean' },
  });
}

/** Which build the options choose, refusing combinations that cannot mean anything. */
function targetPlan(values: Values): TargetPlan {
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
    return { mode: 'in-process' };
  }
  const controlPath = values['control-path'] ?? '/__harness';
  if (!controlPath.startsWith('/')) throw new UsageError(`--control-path must start with /, got ${JSON.stringify(controlPath)}`);
  const startupTimeoutMs = (integerOption(values['startup-timeout'], '--startup-timeout', 1, 3600) ?? 60) * 1000;
  if (mode === 'command') {
    const command = values.command ?? '';
    if (command.trim() === '') throw new UsageError('--command needs the command that starts the build');
    return { mode: 'command', command, controlPath, startupTimeoutMs, copies: integerOption(values.copies, '--copies', 1, 8) ?? defaultCopies() };
  }
  if (mode === 'image') {
    const image = values.image ?? '';
    if (image.trim() === '') throw new UsageError('--image needs an image name');
    return { mode: 'image', image, controlPath, startupTimeoutMs };
  }
  const baseUrl = httpUrlOption(values.target ?? '', '--target');
  if (values.control === undefined) throw new UsageError('--target needs --control URL (the build\'s control plane)');
  const controlUrl = httpUrlOption(values.control, '--control');
  const controlToken = values['control-token'] ?? process.env.HARNESS_CONTROL_TOKEN ?? '';
  if (controlToken === '') throw new UsageError('--target needs the control token: --control-token or $HARNESS_CONTROL_TOKEN');
  const upstreamPort = integerOption(values['upstream-port'], '--upstream-port', 1, 65_535);
  return { mode: 'url', baseUrl, controlUrl, controlToken, ...(upstreamPort === undefined ? {} : { upstreamPort }) };
}

/**
 * Refuses, before anything starts, a `--check` no check can match: one line with the closest ids
 * and where the ids are listed, instead of a started suite that finds nothing.
 */
function refuseUnknownChecks(patterns: readonly string[] | undefined, profile: ProfileName): void {
  if (patterns === undefined) return;
  const declared = declaredChecks(projectRoot);
  for (const pattern of patterns) {
    const unknown = unknownCheck(declared, pattern, profile);
    if (unknown?.why === 'reference-profile') throw new UsageError(`--check ${pattern} names a check of the reference profile: add --profile reference`);
    if (unknown?.why === 'no-such-id') {
      const closest = unknown.closest.length > 0 ? ` (closest: ${unknown.closest.join(', ')})` : '';
      throw new UsageError(`no check has the id ${pattern}${closest}; \`gateway-harness checks\` lists every id`);
    }
  }
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
    const plan = targetPlan(values);
    refuseUnknownChecks(checks, profile);
    let files: string[] | undefined;
    if (values['changed-since'] !== undefined) {
      if (values.area !== undefined) throw new UsageError('--changed-since and --area cannot be combined');
      // Loaded only when asked for: the contract diff and the check listing take a second to import.
      const { changedSinceFiles } = await import('../../diff/changed-since.ts');
      const selected = await changedSinceFiles(values['changed-since']);
      if (selected === 2) return 2;
      files = selected;
    }
    const { runCheck } = await import('../../check/run-check.ts');
    return runCheck({
      plan,
      given: { target: values.target, control: values.control, upstreamPort: values['upstream-port'], command: values.command, image: values.image, controlPath: values['control-path'], startupTimeout: values['startup-timeout'] },
      ...(values.area === undefined ? {} : { area: values.area }),
      ...(files ? { files } : {}),
      ...(checks ? { checks } : {}),
      seed,
      runs,
      profile,
      differential,
      ...(shard ? { shard } : {}),
      ...(reportDir === undefined ? {} : { reportDir }),
      verbose: values.verbose === true,
      colour: colourWanted(process.stdout),
    });
  },
};
