/**
 * `check --image NAME`: the build as a container of an image already on the local Docker engine,
 * started through testcontainers on the host network with the same environment `--command`
 * passes, and removed when the run ends. Nothing is pulled: an image the engine lacks is an error.
 *
 * Readiness: when the image names its ready line in the label below, the harness first waits
 * for that line in the container's output; in every case it then waits until the control plane
 * answers. The container's last lines explain a build that dies before that.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type * as TestcontainersModule from 'testcontainers';
import type { ContainerRuntimeClient, StartedTestContainer } from 'testcontainers';
import { buildEnvironment } from './build-environment.ts';
import type { LaunchedTarget } from './launched-target.ts';
import { StartError } from './launched-target.ts';
import { outputTail } from './output-tail.ts';
import { requireProvisioning } from './required-operations.ts';
import { waitUntilReady } from './wait-ready.ts';

export interface ImageTargetOptions {
  image: string;
  controlPath: string;
  startupTimeoutMs: number;
}

/** Image label holding a regular expression for the line the build prints once it is ready. */
export const readyLineLabel = 'gateway-harness.ready-line';

/** Container label naming the run that started it, so a start that fails can find what it left. */
export const runLabel = 'gateway-harness.run';

// Testcontainers' defaults assume a registry (its clean-up container is pulled) and, inside a
// container, a bridge network to find the engine's host; neither holds on a host-network run.
// The harness removes its own container, so both are turned off unless the user chose otherwise.
function offlineDefaults(): void {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
}

// Loaded on use: every other command of the CLI starts faster without the Docker client.
type Testcontainers = typeof TestcontainersModule;

async function engine(tc: Testcontainers): Promise<ContainerRuntimeClient> {
  try {
    return await tc.getContainerRuntimeClient();
  } catch {
    const where = process.env.DOCKER_HOST ? `DOCKER_HOST=${process.env.DOCKER_HOST}` : 'the default socket /var/run/docker.sock';
    throw new StartError(`no Docker engine reachable at ${where}: start one (or point DOCKER_HOST at one) to use --image`);
  }
}

/** The image's ready-line pattern, when it declares one; throws when the engine lacks the image. */
async function readyLine(tc: Testcontainers, client: ContainerRuntimeClient, image: string): Promise<RegExp | undefined> {
  let name: InstanceType<Testcontainers['ImageName']>;
  try {
    name = tc.ImageName.fromString(image);
  } catch {
    throw new StartError(`${JSON.stringify(image)} is not an image name`);
  }
  let labels: Record<string, string> | undefined;
  try {
    if (!(await client.image.exists(name))) {
      throw new StartError(`image ${image} is not on the local Docker engine (the harness never pulls): build or pull it first`);
    }
    labels = (await client.image.inspect(name)).Config.Labels ?? undefined;
  } catch (error) {
    if (error instanceof StartError) throw error;
    throw new StartError(`the Docker engine could not inspect image ${image}: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
  const pattern = labels?.[readyLineLabel];
  if (pattern === undefined || pattern === '') return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    throw new StartError(`image ${image} has an invalid ${readyLineLabel} label: ${JSON.stringify(pattern)}`);
  }
}

/**
 * Ctrl-C, or a crash mid-run, must not leave the container behind. Other handlers (vitest's)
 * end the process right after a signal, so the container is removed synchronously, through the
 * docker command, before they run. Returns the function that drops these handlers.
 */
function removeOnExit(id: string): () => void {
  const remove = () => {
    spawnSync('docker', ['rm', '--force', id], { stdio: 'ignore', timeout: 15_000 });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    drop();
    remove();
    // With no other handler left, the signal's default action must still end the process.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const drop = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', remove);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', remove);
  return drop;
}

/**
 * Removes the container, killing it first; a build under test has nothing to flush, and one
 * forced removal leaves a busy engine fewer steps to fail than a stop followed by a removal.
 * Tried again while the engine refuses, until it says the container is gone. Returns why the
 * container is still there, or undefined once it is gone.
 */
async function removeContainer(client: ContainerRuntimeClient, id: string): Promise<string | undefined> {
  let reason = '';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await client.container.getById(id).remove({ force: true, v: true });
      return undefined;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404) return undefined;
      reason = (error as Error).message.split('\n')[0] ?? String(error);
      if (status === 409) {
        // A removal already under way ends on its own; the next try then finds the container gone.
        await client.container.getById(id).wait({ condition: 'removed' }).catch(() => undefined);
      } else {
        // The engine was busy or the connection dropped: give it a moment before asking again.
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    }
  }
  return reason;
}

/** Removes every container labelled with this run, saying on standard error which stay. */
async function removeRunContainers(client: ContainerRuntimeClient, run: string): Promise<void> {
  let listed: { Id: string }[];
  try {
    listed = await client.container.dockerode.listContainers({ all: true, filters: { label: [`${runLabel}=${run}`] } });
  } catch {
    return;
  }
  for (const { Id: id } of listed) {
    const left = await removeContainer(client, id);
    if (left !== undefined) console.error(`gateway-harness check: container ${id.slice(0, 12)} could not be removed (${left}): remove it with docker rm --force ${id.slice(0, 12)}`);
  }
}

export async function startImageTarget(options: ImageTargetOptions): Promise<LaunchedTarget> {
  offlineDefaults();
  const tc = await import('testcontainers');
  const client = await engine(tc);
  const ready = await readyLine(tc, client, options.image);
  const build = await buildEnvironment();
  const tail = outputTail();
  const deadline = Date.now() + options.startupTimeoutMs;
  const run = randomUUID();
  let container: StartedTestContainer;
  try {
    let definition = new tc.GenericContainer(options.image)
      .withLabels({ [runLabel]: run })
      .withNetworkMode('host')
      .withEnvironment(build.env)
      .withLogConsumer((stream) => tail.consume(stream))
      .withStartupTimeout(options.startupTimeoutMs);
    if (ready) definition = definition.withWaitStrategy(tc.Wait.forLogMessage(ready));
    container = await definition.start();
  } catch (error) {
    // Testcontainers removes a container that never became ready, but says nothing when that
    // removal fails: whatever this run started is removed again here.
    await removeRunContainers(client, run);
    const reason = (error as Error).message;
    if (/not received after/.test(reason)) {
      throw new StartError(`the build did not become ready within ${Math.round(options.startupTimeoutMs / 1000)} s: it never printed a line matching ${String(ready)}${tail.last()}`);
    }
    if (/Log stream ended/.test(reason)) throw new StartError(`the container of ${options.image} exited before it was ready${tail.last()}`);
    throw new StartError(`could not start a container of ${options.image}: ${reason.split('\n')[0] ?? ''}`);
  }
  const id = container.getId();
  const dropGuard = removeOnExit(id);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    dropGuard();
    const left = await removeContainer(client, id);
    if (left !== undefined) {
      console.error(`gateway-harness check: container ${id.slice(0, 12)} of ${options.image} could not be removed (${left}): remove it with docker rm --force ${id.slice(0, 12)}`);
    }
  };
  const baseUrl = `http://127.0.0.1:${build.port}`;
  const controlUrl = `${baseUrl}${options.controlPath}`;
  try {
    await waitUntilReady({
      controlUrl,
      controlToken: build.controlToken,
      deadline: Math.max(deadline, Date.now() + 1000),
      timeoutMs: options.startupTimeoutMs,
      hint: `the container (on the host network) must listen at the port the harness gives it in $PORT (here ${build.port}) and serve its control plane under ${options.controlPath} (--control-path)`,
      gone: () => (tail.ended ? `the container of ${options.image} exited before it was ready${tail.last()}` : undefined),
    });
    await requireProvisioning({ baseUrl, controlUrl, controlToken: build.controlToken, upstreamPort: build.upstreamPort });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    remote: { baseUrl, controlUrl, controlToken: build.controlToken, upstreamPort: build.upstreamPort },
    label: `${options.image} (container ${container.getId().slice(0, 12)}, port ${build.port})`,
    stop,
  };
}
