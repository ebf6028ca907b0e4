// Sections 5.1 and 5.3 with decision A91: a request whose Authorization holds no Bearer token (no
// header, another scheme, a bare token, `Bearer` alone, an empty value) carries no token, and a
// missing token is 401 not_authenticated on both operations. The token is judged before the
// body: a send without one is 401 whatever its Content-Type, one that names no media type at all
// (`json`, an empty value, `;`) included (decisions A13, A17).
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Authorization values that carry no Bearer token, built around the number's valid token. */
function withoutBearerToken(token: string): [string, string][] {
  return [
    ['Basic with the token as password', `Basic ${base64(`${token}:`)}`],
    ['Basic with a user and password', `Basic ${base64('gateway:secret')}`],
    ['Token scheme with the token', `Token ${token}`],
    ['the token with no scheme', token],
    ['Bearer with no token', 'Bearer'],
    ['an empty value', ''],
  ];
}

check({ id: 'credentials-without-bearer-token-are-401', section: '5', title: 'an Authorization holding no Bearer token (Basic, another scheme, a bare token, Bearer alone, an empty value) is 401 not_authenticated on a send and a listing, and sends nothing', decisions: ['A14', 'A15', 'A91'], asserts: { '5.1-bearer-every-request': ['other-scheme-401', 'bearer-without-token-401'], '7-not-authenticated-401': ['missing'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  for (const [what, authorization] of withoutBearerToken(cast.main.token)) {
    const sent = await api.checked.json('POST', '/api/v2/messages', textTo(cast.customers.inWindow), { headers: { authorization } });
    expect([sent.status, codeOf(sent)], `a send with ${what}`).toEqual([401, 'not_authenticated']);
    const listed = await api.checked.request({ method: 'GET', path: '/api/v2/templates', headers: { authorization } });
    expect([listed.status, codeOf(listed)], `a listing with ${what}`).toEqual([401, 'not_authenticated']);
  }
  expect(upstream.sendsSince(mark), 'sends that reached the platform').toEqual([]);
});

// Values that name no media type, one that names another, and none at all with a body.
const contentTypes: [string, Record<string, string>][] = [
  ['Content-Type: json', { 'content-type': 'json' }],
  ['an empty Content-Type', { 'content-type': '' }],
  ['Content-Type: ;', { 'content-type': ';' }],
  ['Content-Type: text/plain', { 'content-type': 'text/plain' }],
  ['no Content-Type', {}],
];

check({ id: 'missing-token-before-media-type', section: '5', title: 'a send without a token is 401 not_authenticated whatever its Content-Type says (json, empty, ;, text/plain, none), and sends nothing', decisions: ['A13', 'A17', 'A91'], asserts: { '5.3-same-401': ['missing-before-media-type'], '4.1-prechecks-send-nothing': [] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  for (const [what, headers] of contentTypes) {
    const response = await api.checked.request({ method: 'POST', path: '/api/v2/messages', headers, body: JSON.stringify(textTo(cast.customers.inWindow)), invalidRequest: true });
    expect([response.status, codeOf(response)], what).toEqual([401, 'not_authenticated']);
  }
  expect(upstream.sendsSince(mark), 'sends that reached the platform').toEqual([]);
});
