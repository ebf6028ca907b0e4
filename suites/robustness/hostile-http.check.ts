// Below JSON (decisions A15, A73): requests written byte for byte that no client library sends. A
// repeated Authorization authenticates nothing; repeated Content-Type, Idempotency-Key or
// X-Phone-Number-Id headers, and an Idempotency-Key of 300 characters, get no 5xx and send at
// most once, and a validation_error about the key names it (section 2.7; whether such a key is
// refused at all is open, A10); a header section of 64 KB, broken
// chunked framing, conflicting lengths and bytes that are not HTTP get a 4xx in any format or a
// closed connection, never a 5xx or a hang; and the gateway answers an ordinary send afterwards.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { answerProblems } from '../support/robustness/answer-judge.ts';
import { hostHeader, rawExchange, rawRequest, rawTarget, type RawAnswer, type RawTarget } from '../support/robustness/raw-exchange.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

function socketOf(context: TestContext): RawTarget {
  const apiUrl = run().target.apiUrl;
  if (apiUrl === undefined) return context.skip('not run: the target is not reached over a socket') as never;
  return rawTarget(apiUrl);
}

function sendRequest(target: RawTarget, headers: [string, string][], body: string): Buffer {
  return rawRequest('POST', `${target.prefix}/api/v2/messages`, [['Host', hostHeader(target)], ...headers, ['Content-Length', String(Buffer.byteLength(body))], ['Connection', 'close']], body);
}

/**
 * Section 2.7 for a validation_error about the key: a `detail` entry whose `loc` names the header
 * (in any letter case: A3) and a reason in every entry. Any other answer is not judged here, and
 * the message's form is soft (A4: `keyMessageFinding`).
 */
function keyRefusalProblems(answer: RawAnswer): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [];
  }
  const { code, detail } = (parsed ?? {}) as { code?: unknown; message?: unknown; detail?: unknown };
  if (code !== 'validation_error') return [];
  const entries = (Array.isArray(detail) ? detail : []) as { loc?: unknown; msg?: unknown }[];
  const problems: string[] = [];
  const names = (loc: unknown) => (Array.isArray(loc) ? loc.filter((part): part is string => typeof part === 'string').map((part) => part.toLowerCase()) : []);
  if (!entries.some((entry) => names(entry.loc).includes('idempotency-key'))) problems.push(`no detail entry names Idempotency-Key: ${JSON.stringify(detail)}`);
  if (!entries.every((entry) => typeof entry.msg === 'string' && entry.msg.trim() !== '')) problems.push(`a detail entry without a reason: ${JSON.stringify(detail)}`);
  return problems;
}

/** Decision A4: a validation_error message about the key that does not read `<field>: <reason>` is a warning. */
function keyMessageFinding(answer: RawAnswer): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return undefined;
  }
  const { code, message } = (parsed ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  const colon = text.indexOf(':');
  if (code !== 'validation_error' || (colon > 0 && text.slice(colon + 1).trim() !== '')) return undefined;
  return `A4: the validation message about the key does not read "<field>: <reason>": ${JSON.stringify(message)}`;
}

const what = (answer: RawAnswer) => `answered ${answer.status ?? (answer.timedOut ? 'nothing (timed out)' : 'nothing (closed)')}: ${answer.body.slice(0, 200)}`;

check({ id: 'repeated-headers', section: '5', title: 'a repeated Authorization sends nothing; repeated Content-Type, Idempotency-Key or X-Phone-Number-Id, or a 300-character Idempotency-Key, get no 5xx, an error in the format (a validation_error naming the key), and at most one send', decisions: ['A3', 'A4', 'A10', 'A15', 'A73'], asserts: { '2.7-validation-detail': ['key-header-named'] } }, async (context) => {
  const target = socketOf(context);
  const warnings = new Warnings();
  const { upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const body = JSON.stringify(textTo(cast.customers.inWindow, 'Repeated headers'));
  const bearer = `Bearer ${cast.main.token}`;
  const json: [string, string] = ['Content-Type', 'application/json'];
  const cases: [string, [string, string][], 'nothing' | 'at most once'][] = [
    ['the same Authorization twice', [['Authorization', bearer], ['Authorization', bearer], json], 'nothing'],
    ['a valid and an unknown Authorization', [['Authorization', bearer], ['Authorization', 'Bearer unknown-token'], json], 'nothing'],
    ['an unknown and a valid Authorization', [['Authorization', 'Bearer unknown-token'], ['Authorization', bearer], json], 'nothing'],
    ['JSON and text Content-Types', [['Authorization', bearer], json, ['Content-Type', 'text/plain']], 'at most once'],
    ['two Idempotency-Keys', [['Authorization', bearer], json, ['Idempotency-Key', 'repeat-a'], ['Idempotency-Key', 'repeat-b']], 'at most once'],
    ['an Idempotency-Key of 300 characters', [['Authorization', bearer], json, ['Idempotency-Key', 'k'.repeat(300)]], 'at most once'],
    ['its own X-Phone-Number-Id twice', [['Authorization', bearer], json, ['X-Phone-Number-Id', cast.main.id], ['X-Phone-Number-Id', cast.main.id]], 'at most once'],
  ];
  for (const [name, headers, sends] of cases) {
    upstream.pace(6);
    const mark = upstream.mark();
    const answer = await rawExchange(target, sendRequest(target, headers, body));
    expect(answerProblems({ ...(answer.status === undefined ? {} : { status: answer.status }), text: answer.body }, { format: 'public' }), `${name}: ${what(answer)}`).toEqual([]);
    if (name.includes('Idempotency-Key')) {
      expect(keyRefusalProblems(answer), `${name}: ${what(answer)}`).toEqual([]);
      warnings.add(keyMessageFinding(answer));
    }
    const sent = upstream.sendsSince(mark);
    if (sends === 'nothing') {
      expect(answer.status !== undefined && answer.status >= 200 && answer.status < 300, `${name}: ${what(answer)}`).toBe(false);
      expect(sent, `${name}: sent upstream`).toHaveLength(0);
    } else expect(sent.length, `${name}: sends upstream`).toBeLessThanOrEqual(1);
  }
  await warnings.report(context);
});

check({ id: 'unreadable-http', section: '7', title: 'a 64 KB header section, broken chunked framing, conflicting lengths, a NUL in a header and bytes that are not HTTP get a 4xx or a closed connection, never a 5xx or a hang', decisions: ['A73'] }, async (context) => {
  const target = socketOf(context);
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const body = JSON.stringify(textTo(cast.customers.inWindow, 'Unreadable'));
  const host = ['Host', hostHeader(target)] as [string, string];
  const auth = ['Authorization', `Bearer ${cast.main.token}`] as [string, string];
  const json = ['Content-Type', 'application/json'] as [string, string];
  const path = `${target.prefix}/api/v2/messages`;
  const cases: [string, Buffer][] = [
    ['a 64 KB header', sendRequest(target, [auth, json, ['X-Padding', 'p'.repeat(65_536)]], body)],
    ['broken chunked framing', rawRequest('POST', path, [host, auth, json, ['Transfer-Encoding', 'chunked'], ['Connection', 'close']], `zz\r\n${body}\r\n0\r\n\r\n`)],
    ['two different Content-Lengths', rawRequest('POST', path, [host, auth, json, ['Content-Length', String(body.length)], ['Content-Length', '3'], ['Connection', 'close']], body)],
    ['a NUL inside a header', rawRequest('POST', path, [host, auth, json, ['X-Odd', 'a\u0000b'], ['Content-Length', String(body.length)], ['Connection', 'close']], body)],
    ['a TLS greeting', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a])],
    ['a request line that is not HTTP', Buffer.from('HELLO /api/v2/messages\r\n\r\n')],
  ];
  for (const [name, bytes] of cases) {
    const mark = upstream.mark();
    const answer = await rawExchange(target, bytes, 10_000);
    expect(answer.timedOut, `${name}: no answer and no close within 10 s`).toBe(false);
    const closedOr4xx = answer.status === undefined || (answer.status >= 400 && answer.status < 500);
    expect(closedOr4xx, `${name}: ${what(answer)}`).toBe(true);
    expect(upstream.sendsSince(mark), `${name}: sent upstream`).toHaveLength(0);
  }
  upstream.pace(6);
  const after = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, 'Still here?') });
  expect(after.status, 'an ordinary send afterwards').toBe(200);
});
