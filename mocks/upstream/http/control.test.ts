// The /__control API over HTTP: world, tokens, journal, faults and clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, UpstreamControlError, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, mainNumber, now, openCustomer, text, world } from '../send/test-kit.ts';

let upstream: RunningUpstreamMock;
beforeEach(async () => {
  upstream = await startUpstreamMock({ world, clock: virtualClock(now) });
});
afterEach(async () => upstream.close());

const send = (auth = mainAuth) =>
  fetch(`${upstream.baseUrl}/${mainNumber}/messages`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(text(openCustomer)) });

describe('the control API', () => {
  it('issues a new token: the old one stops working at once', async () => {
    expect((await send()).status).toBe(200);
    await upstream.control.setNumberToken(mainNumber, 'fixture-token-main-0002');
    expect((await send()).status).toBe(401);
    expect((await send('Bearer fixture-token-main-0002')).status).toBe(200);
  });

  it('reads and clears the journal, newest entries last, with its bounds', async () => {
    await send();
    await send('Bearer nope');
    const page = await upstream.control.journal();
    expect(page.entries.map((e) => e.response?.status)).toEqual([200, 401]);
    expect(page.capacity).toBeGreaterThan(0);
    expect((await upstream.control.journal({ since: page.entries[0]!.seq })).entries).toHaveLength(1);
    await upstream.control.clearJournal();
    expect((await upstream.control.journal()).entries).toEqual([]);
  });

  it('lists and clears fault rules, refusing a bad one with the field named', async () => {
    const added = await upstream.control.addFault({ match: { route: 'send' }, action: { kind: 'latency', ms: 1 } });
    expect((await upstream.control.faults()).rules).toEqual([added]);
    await upstream.control.clearFaults();
    expect((await upstream.control.faults()).rules).toEqual([]);
    const refused = await upstream.control.addFault({ probability: 1.5, action: { kind: 'reset' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamControlError);
    expect((refused as Error).message).toMatch(/probability/);
  });

  it('moves the virtual clock, which closes a customer window', async () => {
    await upstream.control.addFault({ action: { kind: 'window-refusal-now' } });
    const before = Date.parse((await upstream.control.clock()).now);
    const after = Date.parse((await upstream.control.advanceClock(24 * 3600)).now);
    expect(after - before).toBe(24 * 3600 * 1000);
    const refused = (await (await send()).json()) as { error: { code: number } };
    expect(refused.error.code).toBe(131047);
  });

  it('loads another world and resets to the first one', async () => {
    const other = structuredClone(world);
    other.numbers[0]!.token = 'fixture-token-other-world';
    await upstream.control.loadWorld(other);
    expect((await send()).status).toBe(401);
    await upstream.control.reset();
    expect((await send()).status).toBe(200);
    const invalid = await upstream.control.loadWorld({ ...other, numbers: 'none' } as unknown as typeof other).catch((e: unknown) => e);
    expect((invalid as UpstreamControlError).status).toBe(400);
  });

  it('keeps only the latest sent messages, so memory stays bounded', async () => {
    await upstream.close();
    upstream = await startUpstreamMock({ world, clock: virtualClock(now), messageCapacity: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(((await (await send()).json()) as { messages: { id: string }[] }).messages[0]!.id);
    expect(new Set(ids).size).toBe(3);
    expect(upstream.mock.state.messages.size).toBe(2);
    const forgotten = await upstream.control.advanceMessageStatus(ids[0]!, { status: 'read' }).catch((e: unknown) => e);
    expect((forgotten as UpstreamControlError).status).toBe(404);
    expect(await upstream.control.advanceMessageStatus(ids[2]!, { status: 'read' })).toMatchObject({ status: 'read' });
  });

  it('answers 404 for a message, template or number it does not know', async () => {
    const cases = [
      upstream.control.advanceMessageStatus('wamid.nope', { status: 'read' }),
      upstream.control.changeTemplateStatus('1', { event: 'PAUSED' }),
      upstream.control.setNumberToken('1', 'fixture-token-x'),
    ];
    for (const result of await Promise.allSettled(cases)) {
      expect(result.status).toBe('rejected');
      expect(((result as PromiseRejectedResult).reason as UpstreamControlError).status).toBe(404);
    }
  });
});
