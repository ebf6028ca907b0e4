/** Probes of the idempotency builds: what the second request with one key is answered. */
import { fixture, until, type Probe } from '../test-kit.ts';
import { orderUpdate, template } from './send-bodies.ts';

const key = 'order-1001-shipped';
const replayed = (headers: Record<string, string>) => headers['idempotency-replayed'] ?? null;

export const idempotencyProbes: Record<string, Probe> = {
  'failed-send-keeps-key': async (g) => {
    await g.send(template('no_such_template'), { key });
    return replayed((await g.send(template('no_such_template'), { key })).headers);
  },
  'in-flight-key-not-locked': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'latency', ms: 300 } });
    const first = g.send(template('thank_you'), { key });
    await until(() => g.gateway.state.idempotency.get(fixture.main.id, key, g.gateway.clock.now())?.state === 'in-flight');
    const second = await g.send(template('thank_you'), { key });
    await first;
    return second.status;
  },
  'keys-kept-one-hour': async (g) => {
    await g.send(template('thank_you'), { key });
    await g.advance(2 * 3600);
    return replayed((await g.send(template('thank_you'), { key })).headers);
  },
  'keys-shared-across-numbers': async (g) => {
    const [first, second] = fixture.shared;
    await g.send(orderUpdate(), { token: first.token, numberId: first.id, key });
    return replayed((await g.send(orderUpdate(), { token: second.token, numberId: second.id, key })).headers);
  },
  'replay-without-replayed-header': async (g) => {
    await g.send(template('thank_you'), { key });
    return replayed((await g.send(template('thank_you'), { key })).headers);
  },
  'reused-key-added-field-replays': async (g) => {
    const image = { to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg' };
    await g.send(image, { key });
    return (await g.send({ ...image, media_caption: 'Left at the door' }, { key })).status;
  },
  'reused-key-other-type-replays': async (g) => {
    const image = { to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg', media_caption: 'Parcel' };
    await g.send(image, { key });
    return (await g.send({ ...image, type: 'document' }, { key })).status;
  },
  'reused-key-other-template-value-replays': async (g) => {
    await g.send(template('order_cancelled', ['A-1']), { key });
    return (await g.send(template('order_cancelled', ['A-2']), { key })).status;
  },
  'unkeyed-repeat-replayed': async (g) => {
    await g.send(template('thank_you'));
    return replayed((await g.send(template('thank_you'))).headers);
  },
  'reused-key-replays-other-body': async (g) => {
    await g.send(template('order_cancelled', ['A-1']), { key });
    return (await g.send(template('order_cancelled', ['A-2']), { key })).status;
  },
};
