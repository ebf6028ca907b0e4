// The in-flight helper: the others go out only once the first reached the platform, the first is
// let go once they are answered, and a build that answers them only after the first is reported as
// not observed instead of waiting forever. A gate stands in for the platform's.
import { describe, expect, it } from 'vitest';
import { whileInFlight } from './in-flight.ts';

/** A platform whose next send is held: `arrive` is the send reaching it, `released` its answer going out. */
function heldPlatform() {
  let arrive = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const upstream = { holdNextSend: () => ({ reached, release }) };
  return { upstream, arrive, released };
}

describe('whileInFlight', () => {
  it('sends the others once the first is held, and lets the first go once they are answered', async () => {
    const { upstream, arrive, released } = heldPlatform();
    const order: string[] = [];
    const outcome = await whileInFlight(
      upstream,
      'n',
      async () => {
        order.push('first sent');
        arrive();
        await released;
        order.push('first answered');
        return 'stored';
      },
      () => {
        order.push('others sent');
        return [Promise.resolve('409')];
      },
    );
    expect(outcome).toEqual({ first: 'stored', during: ['409'], observed: true });
    expect(order).toEqual(['first sent', 'others sent', 'first answered']);
  });

  it('reports a build that answers the others only after the first as not observed, without hanging', async () => {
    const { upstream, arrive, released } = heldPlatform();
    let firstDone = Promise.resolve();
    const outcome = await whileInFlight(
      upstream,
      'n',
      () => {
        arrive();
        firstDone = released;
        return released.then(() => 'stored');
      },
      () => [firstDone.then(() => 'replayed')],
      { livenessMs: 0 },
    );
    expect(outcome).toEqual({ first: 'stored', during: ['replayed'], observed: false });
  });

  it('judges a first request that never reached the platform without holding anything', async () => {
    const { upstream } = heldPlatform();
    const outcome = await whileInFlight(upstream, 'n', async () => 'refused', () => [Promise.resolve('other')]);
    expect(outcome).toEqual({ first: 'refused', during: ['other'], observed: false });
  });
});
