/**
 * Everything a behaviour check needs, set up once per check file: the target, the harness's own
 * upstream platform mock on a virtual clock, clients for the public API and the control plane,
 * and the world both sides are provisioned with. `provision()` puts both sides back to the
 * world's start, so checks do not depend on each other.
 */
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { bundledWorld, type World } from '../../../fixtures/worlds/world-file.ts';
import { ControlClient, type Capabilities, type TargetWorld } from '../control/control-client.ts';
import { CheckedClient } from '../http/checked-client.ts';
import { GatewayClient } from '../http/gateway-client.ts';
import type { Target } from '../target/target.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../upstream/upstream-door.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { chooseTarget } from './choose-target.ts';
import { given } from '../checks/precondition.ts';
import { perCheckFile } from './per-check-file.ts';
import { registerRefusals } from './refused-upstream.ts';
import { UpstreamView } from './upstream-view.ts';
import { workerCopy } from './worker-copy.ts';
import { runOpened, unprovisionable } from '../world/world-ledger.ts';

export interface Run {
  target: Target;
  world: World;
  api: GatewayClient;
  control: ControlClient;
  capabilities: Capabilities;
  upstream: UpstreamView;
  /** Resets target and upstream mock to the start of `world` (the default world unless given). */
  provision(world?: World): Promise<void>;
  /** Moves both clocks forward (needs the target's `clock` capability). */
  advance(seconds: number): Promise<void>;
  /**
   * The target's part of `world` (the run's world unless given) as this run loads it: pointing at
   * the run's upstream mock, its relative times counted back from the run's start.
   */
  targetWorldOf(world?: World, receiverUrl?: string): TargetWorld;
  offers(capability: string): boolean;
}

/**
 * A build started with a fixed upstream address (`check --upstream-port`, `--command`) finds
 * the harness's mock on that port; otherwise the mock takes a free port and the address is
 * pushed through the control plane with the world.
 */
function upstreamPort(): number {
  return workerCopy()?.upstreamPort ?? 0;
}

export interface RunOptions {
  /** Which gateway the run drives; the one `chooseTarget()` picks when absent. */
  target?: () => Promise<Target>;
  /** Port of the run's own upstream mock; `HARNESS_UPSTREAM_PORT` (or a free port) when absent. */
  upstreamPort?: number;
}

export interface StartedRun {
  run: Run;
  close(): Promise<void>;
}

/** The world moved in time to start at `start`: its relative times count back from there. */
function startingAt(world: World, start: number): World {
  const iso = new Date(start).toISOString();
  return world.clock.start === iso ? world : { ...world, clock: { ...world.clock, start: iso } };
}

/** Starts a run outside `useRun()`: a check file that drives two gateways side by side holds two. */
export async function startRun(options: RunOptions = {}): Promise<StartedRun> {
  const defaultWorld = bundledWorld('default');
  const target = await (options.target ?? chooseTarget)();
  const port = options.upstreamPort ?? upstreamPort();
  const control = new ControlClient(target);
  const capabilities = await control.capabilities();
  const virtualTime = capabilities.capabilities.includes('clock');
  /**
   * Where a world starts: its own clock on a target with a virtual clock; otherwise the real now,
   * so a customer who "wrote 23 hours ago" did so in the time the target keeps.
   */
  const startOf = (world: World): number => (virtualTime ? Date.parse(world.clock.start) : Date.now());
  let start = startOf(defaultWorld);
  let mock: RunningUpstreamMock = await startUpstreamMock({ world: startingAt(defaultWorld, start), port, clock: virtualClock(start) });
  const api = new GatewayClient(new CheckedClient({ transport: target.api, contract: exchangeContract('gateway') }));
  const forgetRefusals = registerRefusals(() => mock.mock.refused);
  const closeLedger = runOpened();
  const provisionWorld = async (world: World) => {
    const refused = world === defaultWorld ? undefined : unprovisionable(world);
    if (refused !== undefined) throw new Error(refused);
    start = startOf(world);
    if (world !== run.world) {
      await mock.close();
      mock = await startUpstreamMock({ world: startingAt(world, start), port, clock: virtualClock(start) });
      run.world = world;
    } else {
      await mock.control.reset();
      // Without a virtual clock on the target, the same world is placed at the real now again.
      if (virtualTime) mock.mock.clock.set(start);
      else await mock.control.loadWorld(startingAt(world, start));
    }
    await control.reset();
    await control.loadWorld(run.targetWorldOf(world));
    await mock.control.setWebhookUrl(capabilities.upstream_webhook_url);
  };
  const run: Run = {
    target,
    world: defaultWorld,
    api,
    control,
    capabilities,
    upstream: new UpstreamView(() => mock),
    // Every check's first setup step: a build that cannot be provisioned fails as a precondition.
    provision: (world = defaultWorld) => given('the world is provisioned (reset and load through the control plane)', () => provisionWorld(world)),
    async advance(seconds) {
      // A check that moves time declares `needs: ['clock']` and is not run on a target without it.
      if (!virtualTime) throw new Error('this check moves the clock, which the target does not offer: declare needs: [\'clock\'] in its meta');
      await control.advanceClock(seconds);
      mock.mock.clock.advance(seconds * 1000);
    },
    targetWorldOf: (world = run.world, receiverUrl) => targetWorld(startingAt(world, start), { upstreamBaseUrl: mock.baseUrl, ...(receiverUrl === undefined ? {} : { receiverUrl }) }),
    offers: (capability) => capabilities.capabilities.includes(capability),
  };
  return {
    run,
    async close() {
      forgetRefusals();
      closeLedger();
      await mock.close();
      await target.close();
    },
  };
}

/** Declares the run of a check file: started before its first check, stopped after its last. */
export function useRun(): () => Run {
  const started = perCheckFile('the run', () => startRun(), (s) => s.close());
  return () => started().run;
}
