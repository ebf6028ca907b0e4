// The robustness area's own tools: the answer judge, the hostile generators (each makes what it
// says it makes, decided from the bytes, not from how they were built), and the raw exchange that
// sends what client libraries will not.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentTrail, startTrail } from '../http/exchange-trail.ts';
import { answerProblems } from './answer-judge.ts';
import { brokenJson } from './broken-json.ts';
import { deepNesting } from './deep-nesting.ts';
import { hostileBytes, jsonKind } from './hostile-bytes.ts';
import { hostileControlRequest } from './hostile-control-request.ts';
import { hostileQuery } from './hostile-query.ts';
import { hostileSendBody } from './hostile-send-body.ts';
import { invalidUtf8 } from './invalid-utf8.ts';
import { pollutionMarker, prototypeKeys } from './prototype-keys.ts';
import { prototypeAdditions } from './prototypes.ts';
import { hostHeader, rawExchange, rawRequest, rawTarget } from './raw-exchange.ts';
import { typeSwaps } from './type-swaps.ts';

const valid = { to: '12025550101', type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'a', title: 'A' }] } };
const sample = <T>(arbitrary: fc.Arbitrary<T>, n = 200) => fc.sample(arbitrary, { seed: 7, numRuns: n });

function depth(text: string): number {
  let open = 0;
  let deepest = 0;
  for (const c of text) {
    if (c === '[' || c === '{') deepest = Math.max(deepest, ++open);
    else if (c === ']' || c === '}') open -= 1;
  }
  return deepest;
}

describe('the answer judge', () => {
  it('passes a 4xx in the error format, and a success', () => {
    expect(answerProblems({ status: 422, text: '{"code":"validation_error","message":"to: x","detail":[{"loc":["body","to"],"msg":"x"}]}' }, { format: 'public' })).toEqual([]);
    expect(answerProblems({ status: 200, text: '{"id":"m"}' }, { format: 'public' })).toEqual([]);
    expect(answerProblems({ status: 401, text: '{"error":"control_unauthorized"}' }, { format: 'control' })).toEqual([]);
  });

  it('finds a 5xx unless allowed, a body without code or message, a bare validation_error and a stack trace', () => {
    expect(answerProblems({ status: 500, text: '{"code":"internal_error","message":"x"}' }, { format: 'public' })).toEqual(['answered 500']);
    expect(answerProblems({ status: 502, text: '{"code":"send_failed","message":"x"}' }, { format: 'public', allowed5xx: [502] })).toEqual([]);
    expect(answerProblems({ status: 400, text: '{"error":"Bad Request"}' }, { format: 'public' })).toHaveLength(2);
    expect(answerProblems({ status: 422, text: '{"code":"validation_error","message":"x"}' }, { format: 'public' })).toHaveLength(1);
    expect(answerProblems({ status: 413, text: '<html>too large</html>' }, { format: 'public' })[0]).toMatch(/not a JSON object/);
    expect(answerProblems({ status: 413, text: '<html>too large</html>' }, { format: 'none' })).toEqual([]);
    expect(answerProblems({ status: 400, text: 'TypeError: x\n    at send (/srv/app.js:1:2)' }, { format: 'none' })[0]).toMatch(/stack trace/);
    expect(answerProblems({ text: '' }, { format: 'none' })).toEqual(['no answer']);
    expect(answerProblems({ status: 400, text: '{"code":"x","message":"y"}' }, { format: 'control' })).toHaveLength(1);
  });
});

describe('the hostile generators', () => {
  it('broken JSON does not parse, and says where it broke', () => {
    const cases = sample(brokenJson(valid));
    expect(cases.filter((c) => c.kind !== 'not-json').map((c) => c.what).filter((w) => !w.startsWith('a stray'))).toEqual([]);
    expect(cases.filter((c) => c.kind === 'not-json').length).toBeGreaterThan(150);
  });

  it('invalid UTF-8 is not UTF-8, and the rest of the body is the valid one', () => {
    for (const c of sample(invalidUtf8(valid, 'to'))) expect(jsonKind(c.bytes), c.what).toBe('not-utf8');
  });

  it('deep nesting is deeper than 64 levels', () => {
    for (const c of sample(deepNesting(valid, 'to'), 50)) expect(depth(c.bytes.toString()), c.what).toBeGreaterThan(64);
  });

  it('a type swap changes one value to another JSON type', () => {
    for (const swap of sample(typeSwaps(valid))) {
      const before = JSON.stringify(valid);
      expect(JSON.stringify(swap.body), swap.what).not.toBe(before);
    }
  });

  it('prototype keys arrive as own members, and reading them changes no prototype', () => {
    const cases = sample(prototypeKeys(valid));
    for (const c of cases) {
      const parsed = JSON.parse(c.bytes.toString()) as unknown;
      expect(JSON.stringify(parsed), c.what).toMatch(/"(__proto__|constructor|prototype)":/);
    }
    expect(cases.some((c) => c.bytes.toString().includes('"__proto__":'))).toBe(true);
    expect(prototypeAdditions()).toEqual([]);
    expect(({} as Record<string, unknown>)[pollutionMarker]).toBeUndefined();
  });

  it('send bodies come in every kind, control requests with every token use, queries of bounded length', () => {
    const kinds = new Set(sample(hostileSendBody('12025550101'), 300).map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['not-json', 'not-object', 'not-utf8', 'object']);
    // The type a body's own member names (prototype keys may nest a template's inside, as bait).
    const typeOf = (text: string) => /^\{"to":"\d+","type":"([a-z_]+)"/.exec(text)?.[1];
    const around = (base: 'free-form' | 'template') => new Set(sample(hostileSendBody('12025550101', base), 300).map((c) => typeOf(c.bytes.toString())).filter((type) => type !== undefined));
    expect(around('free-form').has('template'), 'free-form bases only').toBe(false);
    expect(around('template').has('template'), 'template bases').toBe(true);
    const control = sample(hostileControlRequest({ name: 'world', numbers: [{ id: '1' }] }), 300);
    expect(new Set(control.map((r) => r.token))).toEqual(new Set(['missing', 'wrong', 'basic scheme', 'right']));
    expect(control.some((r) => !r.plainPath) && control.some((r) => r.plainPath)).toBe(true);
    expect(control.filter((r) => r.method === 'GET' && r.body !== undefined)).toEqual([]);
    for (const q of sample(hostileQuery, 300)) expect(q.length).toBeLessThanOrEqual(4_000);
    expect(hostileBytes('x', '[]').kind).toBe('not-object');
  });
});

describe('the raw exchange', () => {
  it('sends a repeated header as two lines and reads the answer, and reports a closed connection', async () => {
    let seen: IncomingHttpHeaders | undefined;
    let raw: string[] = [];
    const server = createServer((request, response) => {
      seen = request.headers;
      raw = request.rawHeaders;
      response.writeHead(201, { 'content-type': 'application/json', 'x-one': 'a' }).end('{"ok":true}');
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = rawTarget(`http://127.0.0.1:${(server.address() as AddressInfo).port}/base/`);
    try {
      expect(target.prefix).toBe('/base');
      const answer = await rawExchange(target, rawRequest('GET', `${target.prefix}/x`, [['Host', hostHeader(target)], ['X-Twice', '1'], ['X-Twice', '2'], ['Connection', 'close']]));
      expect(answer).toMatchObject({ status: 201, body: '{"ok":true}', timedOut: false, headers: { 'x-one': 'a' } });
      expect(raw.filter((name) => name === 'X-Twice')).toHaveLength(2);
      expect(seen?.['x-twice']).toBe('1, 2');
      const refused = await rawExchange(target, 'NOT HTTP\r\n\r\n', 2_000);
      expect(refused.status).toBeUndefined();
      expect(refused.timedOut).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('puts the exchange on the check\'s trail, each repeated Authorization replaced, and leaves bytes that are not HTTP off', async () => {
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: request.headers.authorization }));
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = rawTarget(`http://127.0.0.1:${(server.address() as AddressInfo).port}/base`);
    try {
      startTrail();
      const headers: [string, string][] = [['Host', hostHeader(target)], ['Authorization', 'Bearer fixture-token-one'], ['Authorization', 'Bearer fixture-token-two'], ['Connection', 'close']];
      await rawExchange(target, rawRequest('POST', '/base/api/v2/messages', headers, '{"to":"12025550101"}'));
      await rawExchange(target, 'NOT HTTP\r\n\r\n', 2_000);
      const trail = currentTrail();
      expect(trail.total).toBe(1);
      expect(trail.calls[0]).toMatchObject({ plane: 'public', method: 'POST', path: '/api/v2/messages', byteForByte: true, body: '{"to":"12025550101"}', response: { status: 200 } });
      expect(trail.calls[0]?.headers?.Authorization).toBe('Bearer $GATEWAY_TOKEN, Bearer $GATEWAY_TOKEN');
      expect(JSON.stringify(trail)).not.toMatch(/fixture-token/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
