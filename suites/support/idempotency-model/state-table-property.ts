/**
 * The model-based property of section 3.3, run as one share of its runs (see
 * properties/run-shares.ts: the shares together run the very cases of the whole property): generated sequences of keyed sends, body changes, platform refusals
 * and outages, local refusals, concurrent requests and clock advances, run against the target and
 * the model of the state table. Each check file that runs a share starts its own run, so the
 * shares go side by side on two workers.
 *
 * The key table holds for every kind of send, so the sends are texts, the kind a build has first:
 * to the customer whose window the world opened, who writes in again after each clock move so
 * the window stays open (section 1), and spaced on the platform's clock so the pair never meets
 * the platform's pair rate limit.
 */
import fc from 'fast-check';
import type { TestContext } from 'vitest';
import { runShare } from '../properties/run-shares.ts';
import { defaultRuns, defaultSeed } from '../properties/seed-defaults.ts';
import type { Run } from '../run/harness-run.ts';
import { Warnings } from '../checks/warnings.ts';
import { inFlightUnobservable, whileInFlight } from '../run/in-flight.ts';
import { textTo } from '../run/send-examples.ts';
import { SendTally } from '../run/send-tally.ts';
import { fieldLimits } from '../spec/limits.ts';
import { castOf } from '../world/cast.ts';
import { withThroughput } from '../world/world-variants.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { keyCommands } from './key-commands.ts';
import type { KeyModel, KeyReal } from './key-model.ts';

/** How many check files share the property's runs. */
export const stateTableShares = 2;

// Runs share one provisioned target: the platform mock must take every send in one virtual second.
const world = withThroughput(bundledWorld('default'), 5_000);

function slot<T>(values: readonly T[], at: number, what: string): T {
  const value = values[at];
  if (value === undefined) throw new Error(`model error: no ${what} slot ${at}`);
  return value;
}

/** Runs share `index` of the state-table property against the file's run. */
export async function followsStateTable(run: () => Run, context: TestContext, index: number): Promise<void> {
  const { seed = defaultSeed, numRuns = defaultRuns } = fc.readConfigureGlobal();
  const share = runShare(seed, numRuns, index, stateTableShares);
  const { api, upstream } = run();
  await run().provision(world);
  const clock = run().offers('clock');
  if (!clock) await context.annotate('clock advances not run: capability clock not offered', 'warning');
  const cast = castOf(world);
  const numbers = [cast.main, cast.noTakeover];
  const numberAt = (n: number) => slot(numbers, n, 'number');
  const tally = new SendTally(upstream);
  const customer = cast.customers.inWindow;
  const textLimit = fieldLimits.find((limit) => limit.item === 'text')?.maxLength ?? 4096;
  let runs = 0;
  // Once the in-flight state proved unobservable (a build serving one request at a time, A81),
  // later runs let the first request go at once instead of waiting for the liveness bound again.
  let unobservable = false;
  const warnings = new Warnings();
  // Each run has its own keys and customers, so runs need no provisioning of their own; a
  // failed run may leave a fault planted, so the next one starts from a provisioned world.
  let clean = true;
  const property = fc.assert(
    fc.asyncProperty(fc.commands(keyCommands(), { maxCommands: 5 }), async (commands) => {
      if (!clean) await run().provision(world);
      clean = false;
      const ns = `model-${index}-${(runs += 1)}`;
      const bodies = [textTo(customer, `Order ${ns} has shipped.`), textTo(customer, `Order ${ns} is delayed.`), textTo(customer, `Order ${ns} is cancelled.`)];
      // One character over section 8's limit: refused by the gateway itself, before the platform.
      const refused = textTo(customer, 'x'.repeat(textLimit + 1));
      const bodyAt = (b: number | 'refused') => (b === 'refused' ? refused : slot(bodies, b, 'body'));
      const real: KeyReal = {
        phoneNumberId: (n) => numberAt(n).id,
        send: (n, k, b) => {
          // One pair interval per request on the platform's clock alone: at most a minute per
          // run, so even 2,000 runs stay inside the customer's window on the platform's side.
          upstream.pace(6);
          return api.sendMessage({ token: numberAt(n).token, body: bodyAt(b), idempotencyKey: `${ns}-key-${k}`, invalidRequest: b === 'refused' });
        },
        fresh: () => tally.fresh(),
        addFault: (rule) => upstream.addFault(rule),
        async inFlight(n, first, during) {
          const outcome = await whileInFlight(upstream, numberAt(n).id, first, during, { skipWait: unobservable });
          if (!outcome.observed) {
            unobservable = true;
            warnings.add(inFlightUnobservable);
          }
          return outcome;
        },
        async advance(seconds) {
          await run().advance(seconds);
          for (const number of numbers) await upstream.customerWrites(number.id, customer, `Still there? (${ns})`);
        },
      };
      await fc.asyncModelRun(() => ({ model: { now: 0, stored: new Map(), clock } satisfies KeyModel, real }), commands);
      clean = true;
    }),
    // The run's seed; fast-check prints it and the failing case's path, counted from the first
    // case of the whole property, so the failure replays as it would unshared.
    share,
  );
  await property.finally(() => warnings.report(context)).catch((error: unknown) => {
    if (error instanceof Error) error.message = `share ${index + 1} of ${stateTableShares} of the runs (${share.numRuns} runs from case ${share.path ?? '0'})\n${error.message}`;
    throw error;
  });
}
