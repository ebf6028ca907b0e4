/**
 * `check --command` with copies: the build started several times, each copy on its own port and
 * pointed at its own platform port, so that the check files run side by side (one worker per
 * copy, each copy still serving one file at a time and provisioned before each check). A build
 * that cannot run twice side by side (a fixed port, a lock, a shared store it refuses to share)
 * is checked as one copy: the copy that started, or, when none did, the build started again on
 * its own; the run says so. So is a build whose copies turn out to share their state (a reset
 * of one wiping another's world). The whole start, copies and any second start, keeps within one
 * `--startup-timeout`.
 */
import { buildEnvironment, type BuildEnvironment } from './build-environment.ts';
import { startCommandTarget, type CommandTargetOptions } from './command-target.ts';
import { StartError, type LaunchedTarget } from './launched-target.ts';
import { probeSharedState, type StateVerdict } from './shared-state-probe.ts';

export interface CommandCopiesOptions extends Omit<CommandTargetOptions, 'environment'> {
  /** How many copies to start; 1 starts the build once, as a plain `--command`. */
  copies: number;
}

/** One environment per copy, no port given twice. */
async function environments(count: number): Promise<BuildEnvironment[]> {
  const taken = new Set<number>();
  const chosen: BuildEnvironment[] = [];
  for (let i = 0; i < count; i += 1) {
    const environment = await buildEnvironment(taken);
    taken.add(environment.port).add(environment.upstreamPort);
    chosen.push(environment);
  }
  return chosen;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The copies as one target: any copy lost loses the run, and stopping stops them all. */
function together(command: string, started: LaunchedTarget[]): LaunchedTarget {
  const [first, ...others] = started as [LaunchedTarget, ...LaunchedTarget[]];
  const ports = started.map((target) => new URL(target.remote?.baseUrl ?? 'http://127.0.0.1').port);
  return {
    ...(first.remote ? { remote: first.remote } : {}),
    copies: others.flatMap((target) => (target.remote ? [target.remote] : [])),
    label: `${command} (${started.length} copies, ports ${ports.join(', ')})`,
    stop: () => Promise.all(started.map((target) => target.stop())).then(() => undefined),
    onLost: (listener) => {
      for (const target of started) target.onLost?.(listener);
    },
  };
}

/** Says, on the target kept, why the run goes on with one copy. */
function noted(target: LaunchedTarget, copies: number, reason: string): LaunchedTarget {
  return { ...target, note: `the build could not run as ${copies} copies side by side (${reason}): checking one copy, one file at a time` };
}

/** Keeps the first copy that started and stops the others: the check files then run one at a time on it. */
async function keepFirst(started: LaunchedTarget[], copies: number, reason: string): Promise<LaunchedTarget> {
  const [kept, ...others] = started as [LaunchedTarget, ...LaunchedTarget[]];
  await Promise.all(others.map((target) => target.stop()));
  return noted(kept, copies, reason);
}

/**
 * No copy started. Only a copy that died may have died of the other (a fixed port, a lock): the
 * build is started again alone, within what is left of the one start-up time. A control plane
 * that answered wrongly, or time spent, would not change: that failure is the run's.
 */
async function aloneAfterAll(single: CommandTargetOptions & { deadline: number }, copies: number, failures: StartError[]): Promise<LaunchedTarget> {
  const died = failures.find((failure) => failure.failure === 'died');
  const decisive = failures.find((failure) => failure.failure !== 'died');
  if (decisive || !died || Date.now() >= single.deadline) throw decisive ?? died ?? failures[0] ?? new StartError('the build did not start');
  return noted(await startCommandTarget(single), copies, died.message);
}

export async function startCommandCopies(options: CommandCopiesOptions): Promise<LaunchedTarget> {
  const { copies, ...rest } = options;
  // One start-up time for the whole start, copies and any start alone after them.
  const single = { ...rest, deadline: rest.deadline ?? Date.now() + rest.startupTimeoutMs };
  if (copies <= 1) return startCommandTarget(single);
  const settled = await Promise.allSettled((await environments(copies)).map((environment) => startCommandTarget({ ...single, environment })));
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const harnessFault = failures.find((failure) => !(failure instanceof StartError));
  if (harnessFault !== undefined) {
    // Not a StartError: the harness itself failed, and says so as it would for one copy.
    await Promise.all(started.map((target) => target.stop()));
    throw harnessFault;
  }
  if (started.length === 0) return aloneAfterAll(single, copies, failures as StartError[]);
  // The copies may have stood in each other's way: one that started is checked alone.
  if (failures.length > 0) return keepFirst(started, copies, reasonOf(failures[0]));
  let verdict: StateVerdict;
  try {
    verdict = await probeSharedState(started.flatMap((target) => (target.remote ? [target.remote] : [])));
  } catch (error) {
    await Promise.all(started.map((target) => target.stop()));
    throw error;
  }
  return verdict.apart ? together(options.command, started) : keepFirst(started, copies, verdict.reason);
}
