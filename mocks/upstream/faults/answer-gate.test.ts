// Gates hold the answer to one send until released: the send is handled and journaled when it
// arrives, its answer waits, and a reset, cleared faults or a stopped mock let every answer go.
import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, mainNumber, now, openCustomer, text, world } from '../send/test-kit.ts';
import { createAnswerGates } from './answer-gate.ts';

describe('answer gates', () => {
  it('take the first matching request only, and only once', () => {
    const gates = createAnswerGates();
    gates.hold({ route: 'send', phoneNumberId: '1' });
    expect(gates.take({ route: 'templates' })).toBeUndefined();
    expect(gates.take({ route: 'send', phoneNumberId: '2' })).toBeUndefined();
    expect(gates.take({ route: 'send', phoneNumberId: '1' })).toBeInstanceOf(Promise);
    expect(gates.take({ route: 'send', phoneNumberId: '1' })).toBeUndefined();
  });

  it('say when a request arrived, and let its answer go on release', async () => {
    const gates = createAnswerGates();
    const gate = gates.hold({});
    let arrived = false;
    void gate.reached.then(() => (arrived = true));
    const held = gates.take({ route: 'send' });
    await gate.reached;
    expect(arrived).toBe(true);
    let released = false;
    void held?.then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    gate.release();
    await held;
    expect([released, gates.size]).toEqual([true, 0]);
  });

  it('withdrawn before any request arrived, hold nothing', () => {
    const gates = createAnswerGates();
    gates.hold({}).release();
    expect(gates.take({ route: 'send' })).toBeUndefined();
  });
});

describe('a held send over HTTP', () => {
  let mock: RunningUpstreamMock | undefined;
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });

  const send = (running: RunningUpstreamMock) =>
    fetch(`${running.baseUrl}/${mainNumber}/messages`, { method: 'POST', headers: { authorization: mainAuth, 'content-type': 'application/json' }, body: JSON.stringify(text(openCustomer)) });

  it('is journaled at once and answered only once the gate is released', async () => {
    const running = (mock = await startUpstreamMock({ world, clock: virtualClock(now) }));
    const gate = running.mock.holdNext({ phoneNumberId: mainNumber });
    let answered = false;
    const answer = send(running).then((response) => {
      answered = true;
      return response;
    });
    await gate.reached;
    expect(running.mock.journal.list({ kind: 'request' })).toHaveLength(1);
    // A second send is not held: the gate took one request.
    expect((await send(running)).status).toBe(200);
    expect(answered).toBe(false);
    gate.release();
    expect((await answer).status).toBe(200);
  });

  it('is let go when faults are cleared', async () => {
    const running = (mock = await startUpstreamMock({ world, clock: virtualClock(now) }));
    const gate = running.mock.holdNext({});
    const answer = send(running);
    await gate.reached;
    await running.control.clearFaults();
    expect((await answer).status).toBe(200);
  });
});
