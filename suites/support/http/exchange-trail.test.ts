// The trail of a check's calls: the last few, and for a property the calls of the run that
// failed last, which after shrinking is the counter-example.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpRequest, Transport } from '../../../contracts/exchange/http-exchange.ts';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { CheckedClient } from './checked-client.ts';
import { currentTrail, endPropertyRun, isTrouble, recordCall, startPropertyRun, startTrail } from './exchange-trail.ts';
import { propertyRuns } from './property-runs.ts';
import type { RecordedCall } from './recorded-call.ts';

const call = (path: string): (() => RecordedCall) => () => ({ plane: 'public', method: 'GET', path });

beforeEach(() => {
  startTrail();
});

describe('the exchange trail', () => {
  it('keeps the last six calls in order and counts them all', () => {
    for (let i = 1; i <= 8; i += 1) recordCall(call(`/${i}`));
    const trail = currentTrail();
    expect(trail.calls.map((c) => c.path)).toEqual(['/3', '/4', '/5', '/6', '/7', '/8']);
    expect(trail.total).toBe(8);
    expect(trail.failingRun).toBeUndefined();
  });

  it('keeps the calls of the last failed property run, not those of later passing runs', () => {
    startPropertyRun();
    recordCall(call('/first-failure'));
    endPropertyRun(true);
    startPropertyRun();
    recordCall(call('/smaller-failure'));
    endPropertyRun(true);
    startPropertyRun();
    recordCall(call('/passing-attempt'));
    endPropertyRun(false);
    expect(currentTrail().failingRun?.map((c) => c.path)).toEqual(['/smaller-failure']);
    expect(currentTrail().calls.at(-1)?.path).toBe('/passing-attempt');
  });

  it('keeps the first call that went wrong, however many calls come after it', () => {
    recordCall(call('/fine'));
    recordCall(call('/first-500'), true);
    recordCall(call('/second-500'), true);
    for (let i = 1; i <= 8; i += 1) recordCall(call(`/later-${i}`));
    expect(currentTrail().trouble?.path).toBe('/first-500');
  });

  it('takes the trouble of the failing property run, not of a run before it', () => {
    startPropertyRun();
    recordCall(call('/passing-run-500'), true);
    endPropertyRun(false);
    startPropertyRun();
    recordCall(call('/failing-run-fine'));
    recordCall(call('/failing-run-500'), true);
    endPropertyRun(true);
    expect(currentTrail().trouble?.path).toBe('/failing-run-500');
  });

  it('counts no answer and every 5xx but 502 as trouble', () => {
    expect([undefined, 500, 501, 503, 504].map(isTrouble)).toEqual([true, true, true, true, true]);
    expect([200, 204, 400, 404, 422, 502].map(isTrouble)).toEqual([false, false, false, false, false, false]);
  });

  it('starts empty for each check', () => {
    recordCall(call('/x'));
    startTrail();
    expect(currentTrail()).toEqual({ calls: [], total: 0 });
  });
});

describe('the property-run plugin and the checked client together', () => {
  const answering: Transport = async (request: HttpRequest) => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    text: JSON.stringify({ items: [], next_cursor: null, has_more: false, echo: request.path }),
  });
  const client = new CheckedClient({ transport: answering, contract: exchangeContract('gateway') });

  it('leaves on the trail the call of the shrunk counter-example, with the token replaced', async () => {
    const details = await fc.check(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), async (limit) => {
        await client.request({ method: 'GET', path: `/api/v2/templates?limit=${limit}`, headers: { authorization: 'Bearer fixture-token-main-0001' }, undocumented: true });
        return limit < 10;
      }),
      { seed: 42, plugins: [propertyRuns] },
    );
    expect(details.failed).toBe(true);
    // fast-check shrinks to the smallest failing value; its shrink attempts below it passed afterwards.
    expect(details.counterexample).toEqual([10]);
    const trail = currentTrail();
    expect(trail.failingRun?.map((c) => c.path)).toEqual(['/api/v2/templates?limit=10']);
    expect(trail.calls.at(-1)?.path).not.toBe('/api/v2/templates?limit=10');
    expect(trail.failingRun?.[0]?.headers?.authorization).toBe('Bearer $GATEWAY_TOKEN');
    expect(JSON.stringify(trail)).not.toContain('fixture-token-main-0001');
  });

  it('puts control-plane calls on the trail without headers or bodies', async () => {
    const control = new CheckedClient({ transport: answering, contract: exchangeContract('control') });
    await control.request({ method: 'PUT', path: '/world', headers: { authorization: 'Bearer control-secret' }, body: '{"token":"fixture-token-main-0001"}', undocumented: true });
    expect(currentTrail().calls).toEqual([{ plane: 'control', method: 'PUT', path: '/world', response: { status: 200 } }]);
  });

  it('records a call whose transport failed, then lets the error through', async () => {
    const refusing = new CheckedClient({ transport: () => Promise.reject(new Error('connect ECONNREFUSED')), contract: exchangeContract('gateway') });
    await expect(refusing.request({ method: 'GET', path: '/api/v2/templates', headers: {} })).rejects.toThrow('ECONNREFUSED');
    expect(currentTrail().calls[0]).toMatchObject({ path: '/api/v2/templates', transportError: 'connect ECONNREFUSED' });
    expect(currentTrail().trouble).toMatchObject({ path: '/api/v2/templates' });
  });
});
