// Section 6: "Two mutually exclusive ways to receive a number's events" (event subscription,
// callback override); under an override the "product inbox, AI agent, orders: pause for that
// number"; "Registering a subscription is refused while an override is in place." Decision A52
// (spec profile): only the refused registration and the AI agent pause are judged; windows and
// events under an override are left alone. The override and the registration are dashboard work,
// so both reach the target through its control plane's world load (decision A63).
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import type { World } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { ControlPlaneError } from '../support/control/control-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { castOf } from '../support/world/cast.ts';
import { withCallbackOverride } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
const overrideOnly = withCallbackOverride(defaultWorld, cast.main.id);
// The default world's own subscription on the main number, registered beside the override.
const overrideAndSubscription: World = { ...overrideOnly, subscriptions: structuredClone(defaultWorld.subscriptions) };

async function load(world: World): Promise<number> {
  const { control } = run();
  try {
    await control.loadWorld(run().targetWorldOf(world));
    return 204;
  } catch (error) {
    if (error instanceof ControlPlaneError) return error.status;
    throw error;
  }
}

check({ id: 'subscription-refused-under-override', section: '6', title: 'registering a subscription on a number with a callback override is refused with 400', decisions: ['A52', 'A63'], asserts: { '6-override-excludes-subscription': ['registration-under-override-400'] } }, async () => {
  expect(overrideAndSubscription.subscriptions.some((s) => s.phone_number_id === cast.main.id), 'the world registers a subscription on the main number').toBe(true);
  // The default world (the subscription alone) and the override alone both load, so a refusal
  // of the two together can only come from their exclusion.
  await run().provision();
  expect(await load(overrideOnly), 'the override on its own').toBe(204);
  expect(await load(overrideAndSubscription), 'a subscription on the overridden number').toBe(400);
});

check({ id: 'agent-paused-under-override', section: '6', title: "a callback override pauses the AI agent for the number's customers, and for no other number", decisions: ['A52', 'A63'], needs: ['customer_state'], asserts: { '6-override-pauses-product': ['agent-paused-for-number', 'other-numbers-unaffected'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  await given('a world with the override on its own is loaded', () => load(overrideOnly), (status) => expect(status, 'the override on its own').toBe(204));
  const { control } = run();
  for (const waId of [cast.customers.inWindow, cast.customers.windowClosed, cast.customers.neverWrote]) {
    expect((await control.customerState(cast.main.id, waId)).agent_paused, `customer ${waId} of the overridden number`).toBe(true);
  }
  expect((await control.customerState(cast.noTakeover.id, cast.customers.inWindow)).agent_paused, 'a customer of another number').toBe(false);
});
