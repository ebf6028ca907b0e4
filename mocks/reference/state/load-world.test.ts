// Section 6 and decision A52: a callback override and an event subscription on one number are
// mutually exclusive, so a world holding both is refused whole, naming the subscription.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { readWorld, stateFromWorld, type TargetWorld } from './load-world.ts';

const base = targetWorld(bundledWorld('default'), { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' });
const subscribed = base.subscriptions[0]!.phone_number_id;
const unsubscribed = base.numbers.find((n) => !base.subscriptions.some((s) => s.phone_number_id === n.phone_number_id))!.phone_number_id;

function withOverride(phoneNumberId: string, value = true): TargetWorld {
  const world = structuredClone(base);
  world.numbers.find((n) => n.phone_number_id === phoneNumberId)!.callback_override = value;
  return world;
}

describe('reading a world with callback overrides', () => {
  it('refuses a subscription on a number with an override, naming the subscription', () => {
    const read = readWorld(withOverride(subscribed));
    expect(read).toEqual({
      ok: false,
      problems: [{ loc: ['subscriptions', 0, 'phone_number_id'], msg: `subscription ${base.subscriptions[0]!.id}: number ${subscribed} has a callback override, which excludes event subscriptions` }],
    });
  });

  it('accepts an override on a number without subscriptions, and one set to false beside a subscription', () => {
    expect(readWorld(withOverride(unsubscribed))).toMatchObject({ ok: true });
    expect(readWorld(withOverride(subscribed, false))).toMatchObject({ ok: true });
  });

  it('refuses a callback_override that is not a boolean', () => {
    const world = structuredClone(base) as unknown as { numbers: Record<string, unknown>[] };
    world.numbers[0]!.callback_override = 'yes';
    expect(readWorld(world)).toMatchObject({ ok: false, problems: [{ loc: ['numbers', 0, 'callback_override'] }] });
  });

  it('holds the override on the number, false where the world leaves it out', () => {
    const state = stateFromWorld(withOverride(unsubscribed));
    expect(state.numbers.get(unsubscribed)?.callbackOverride).toBe(true);
    expect([...state.numbers.values()].filter((n) => n.callbackOverride).map((n) => n.phoneNumberId)).toEqual([unsubscribed]);
  });
});
