/**
 * `check --command` with copies: the build started several times, each copy on its own port and
 * pointed at its own platform port, so that the check files run side by side (one worker per
 * copy, each copy still serving one file at a time and provisioned before each check). A build
 * that cannot run twice side by side (a fixed port, a lock, a shared store it refuses to share)
 * is started once again on its own, as a run of one copy, and the run says so; so is a build whose
 * copies turn out to share their state (a reset of one wiping another's world) once started.
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

/** The copies could not serve side by side: the build alone decides whether the run starts. */
async function alone(single: CommandTargetOptions, started: LaunchedTarget[], copies: number, reason: string): Promise<LaunchedTarget> {
  await Promise.all(started.map((target) => target.stop()));
  const target = await startCommandTarget(single);
  return { ...target, note: `the build could not run as ${copies} copies side by side (${reason}): checking one copy, one file at a time` };
}

export async function startCommandCopies(options: CommandCopiesOptions): Promise<LaunchedTarget> {
  const { copies, ...single } = options;
  if (copies <= 1) return startCommandTarget(single);
  const settled = await Promise.allSettled((await environments(copies)).map((environment) => startCommandTarget({ ...single, environment })));
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    // Not a StartError: the harness itself failed, and says so as it would for one copy.
    if (!(failure.reason instanceof StartError)) {
      await Promise.all(started.map((target) => target.stop()));
      throw failure.reason;
    }
    // The copies may have stood in each other's way.
    return alone(single, started, copies, reasonOf(failure.reason));
  }
  let verdict: StateVerdict;
  try {
    verdict = await probeSharedState(started.flatMap((target) => (target.remote ? [target.remote] : [])));
  } catch (error) {
    await Promise.all(started.map((target) => target.stop()));
    throw error;
  }
  return verdict.apart ? together(options.command, started) : alone(single, started, copies, verdict.reason);
}
