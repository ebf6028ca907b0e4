// Section 5, items 1 to 3: every call carries the number's token; a missing and an unknown token
// get the same 401; reconnecting a number retires its old token at once.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'missing-token-is-401', section: '5', title: 'a send without Authorization is 401 not_authenticated and reaches nothing upstream', asserts: { '2.7-code-and-message': ['code-and-message'], '5.1-bearer-every-request': ['send-without-token-401'], '5.3-same-401': ['missing-send-401'], '7-not-authenticated-401': ['missing'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const response = await api.sendMessage({ token: null, body: textTo(cast.customers.inWindow) });
  expect(response.status).toBe(401);
  expect(response.json).toMatchObject({ code: 'not_authenticated' });
  expect(await upstream.sends()).toHaveLength(0);
});

check({ id: 'unknown-token-same-401', section: '5', title: 'an unknown token gets the same status and code as a missing one', decisions: ['A14'], asserts: { '5.3-same-401': ['unknown-send-401', 'same-answer'], '7-not-authenticated-401': ['unknown'] } }, async () => {
  const { api, world } = run();
  await run().provision();
  const cast = castOf(world);
  const missing = await api.sendMessage({ token: null, body: textTo(cast.customers.inWindow) });
  const unknown = await api.sendMessage({ token: 'not-a-token-anyone-holds', body: textTo(cast.customers.inWindow) });
  expect([unknown.status, (unknown.json as { code?: string }).code]).toEqual([missing.status, (missing.json as { code?: string }).code]);
  expect(unknown.status).toBe(401);
});

check({ id: 'auth-before-body', section: '5', title: 'a missing token is 401 even when the body is invalid too', decisions: ['A13'], asserts: { '4.1-prechecks-send-nothing': [], '5.3-same-401': [] } }, async () => {
  const { api } = run();
  await run().provision();
  const response = await api.sendMessage({ token: null, body: { type: 'text' }, invalidRequest: true });
  expect(response.status).toBe(401);
  expect(response.json).toMatchObject({ code: 'not_authenticated' });
});

check({ id: 'reconnect-retires-old-token', section: '5', needs: ['reconnect'], decisions: ['A98'], title: 'after a reconnect the old token is 401 at once and the new one sends', asserts: { '5.1-number-token': ['old-token-retired'], '5.3-reconnect-retires-token': ['old-token-on-send', 'new-token-sends'], '7-not-authenticated-401': ['rotated-away'] } }, async (context) => {
  requireCapabilities(context, run());
  const { api, control, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const before = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) });
  expect(before.status).toBe(200);
  const fresh = 'fixture-token-main-rotated-0001';
  const { token } = await control.reconnectNumber(cast.main.id, fresh);
  await upstream.setNumberToken(cast.main.id, token);
  await upstream.clearJournal();
  const old = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) });
  expect(old.status).toBe(401);
  expect(old.json).toMatchObject({ code: 'not_authenticated' });
  expect(await upstream.sends()).toHaveLength(0);
  const renewed = await api.sendMessage({ token, body: textTo(cast.customers.inWindow) });
  expect(renewed.status).toBe(200);
});

check({ id: 'disconnected-number-no-send', section: '5', title: 'the token of a disconnected number sends nothing (401, or 502 send_failed)', decisions: ['A12'], asserts: { '5.2-connected-only': ['disconnected-token-sends-nothing'], '7-send-failed-502': [] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const response = await api.sendMessage({ token: cast.disconnected.token, body: textTo(cast.customers.inWindow) });
  expect([401, 502]).toContain(response.status);
  expect(codeOf(response)).toBe(response.status === 401 ? 'not_authenticated' : 'send_failed');
  if (response.status === 401) expect(await upstream.sends()).toHaveLength(0);
});
