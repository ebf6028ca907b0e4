// Section 3.3, last row ("first request fails → released: a retry is a fresh attempt"), section 8
// ("a failed send releases its key at once") and the recovery note of section 7, for the local
// refusals of section 4.1: after a 422, a 409 window refusal or a 400 template refusal the same
// request is judged again and never replayed, and a corrected request under the same key is sent.
// Text sends reach the first two; the template's refusal has a check of its own.
// Also the in-flight row: its 409 is the error object of section 2.7.
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { warningAnnotation } from '../support/checks/warnings.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import type { SendOptions } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { inFlightUnobservable, whileInFlight } from '../support/run/in-flight.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf, type Cast } from '../support/world/cast.ts';

const run = useRun();
const replayed = (response: CheckedResponse<unknown>) => response.headers['idempotency-replayed'] === 'true';

interface Refusal {
  boundary: string;
  what: string;
  status: number;
  code: string;
  refused: (cast: Cast) => Record<string, unknown>;
  corrected: (cast: Cast) => Record<string, unknown>;
}

const refusals: Refusal[] = [
  {
    boundary: 'retry-after-422',
    what: 'a text without its text (422 validation_error)',
    status: 422,
    code: 'validation_error',
    refused: (cast) => ({ to: cast.customers.inWindow, type: 'text' }),
    corrected: (cast) => textTo(cast.customers.inWindow),
  },
  {
    boundary: 'retry-after-409-window',
    what: 'a text to a customer whose window closed (409 outside_messaging_window)',
    status: 409,
    code: 'outside_messaging_window',
    refused: (cast) => textTo(cast.customers.windowClosed),
    corrected: (cast) => textTo(cast.customers.inWindow),
  },
];

// A refusal of a template for its state: the one of these rows only a template send reaches.
const templateRefusals: Refusal[] = [
  {
    boundary: 'retry-after-400-template',
    what: 'a paused template (400 invalid_template)',
    status: 400,
    code: 'invalid_template',
    refused: (cast) => templateSend(cast.customers.inWindow, 'weekend_deal', 'en_US'),
    corrected: (cast) => templateSend(cast.customers.inWindow, 'order_cancelled', 'en_US', [bodyWith(textValue('A-1001'))]),
  },
];

async function refusedThenCorrected(kind: string, chosen: readonly Refusal[]): Promise<void> {
  await run().provision();
  const cast = castOf(run().world);
  const tally = new SendTally(run().upstream);
  for (const [n, refusal] of chosen.entries()) {
    const key = `release-after-${kind}-refusal-${n + 1}`;
    const send = (body: Record<string, unknown>, invalidRequest = false) => run().api.sendMessage({ token: cast.main.token, body, idempotencyKey: key, invalidRequest });
    for (const attempt of ['first', 'repeated']) {
      const answer = await send(refusal.refused(cast), refusal.status === 422);
      expectError(answer, refusal.status, refusal.code);
      expect(replayed(answer), `${refusal.what}, ${attempt}: Idempotency-Replayed`).toBe(false);
    }
    expect(await tally.fresh(), `${refusal.what}: nothing sent`).toEqual([]);
    // Sends to one customer, spaced on the platform's clock to stay under its pair rate limit.
    run().upstream.pace(6);
    const corrected = await send(refusal.corrected(cast));
    expectSent(corrected);
    expect(replayed(corrected), `${refusal.what}: the corrected request is no replay`).toBe(false);
    expect(await tally.fresh(), `${refusal.what}: the corrected request is sent once`).toHaveLength(1);
  }
}

check({ id: 'idempotency-refusals-release-key', section: '3.3', title: 'after a 422 or a 409 window refusal of a text, the same keyed request is refused again, never replayed, and a corrected one under the key is sent once', decisions: ['A7', 'A8'], asserts: { '3.3-failure-releases-key': refusals.map((r) => r.boundary) } }, () => refusedThenCorrected('text', refusals));

check({ id: 'idempotency-template-refusal-releases-key', section: '3.3', title: 'after a 400 refusal of a paused template, the same keyed request is refused again, never replayed, and a corrected template under the key is sent once', decisions: ['A7', 'A8'], asserts: { '3.3-failure-releases-key': templateRefusals.map((r) => r.boundary) } }, () => refusedThenCorrected('template', templateRefusals));

// The platform holds the first request's send until the second is answered (A81); a build that
// answers it only after the first shows no in-flight state, and its replay is then judged instead.
check({ id: 'idempotency-in-progress-error-object', section: '3.3', title: 'the 409 idempotency_in_progress for a request still in flight is the error object: code and a message, no Retry-After, not marked as a replay', decisions: ['A8', 'A81'], asserts: { '3.3-in-flight-409': ['in-progress-body'] } }, async (context) => {
  await run().provision();
  const cast = castOf(run().world);
  const tally = new SendTally(run().upstream);
  const request: SendOptions = { token: cast.main.token, body: textTo(cast.customers.inWindow, 'Order A-3003 is cancelled.'), idempotencyKey: 'order-3003-cancelled' };
  const send = () => run().api.sendMessage(request);
  const { first, during, observed } = await whileInFlight(run().upstream, cast.main.id, send, () => [send()]);
  const [again] = during as [CheckedResponse<unknown>];
  expectSent(first);
  if (!observed) await context.annotate(inFlightUnobservable, warningAnnotation);
  if (observed || again.status === 409) {
    expectError(again, 409, 'idempotency_in_progress');
    const body = again.json as { code?: unknown; message?: unknown };
    expect(typeof body.message === 'string' && body.message.trim() !== '', 'a message in prose').toBe(true);
    expect(again.headers['retry-after'], 'Retry-After (section 7: none)').toBeUndefined();
    expect(replayed(again), 'Idempotency-Replayed').toBe(false);
  } else {
    expect({ status: again.status, replayed: replayed(again), body: again.json }, 'answered after the first: a replay').toEqual({ status: 200, replayed: true, body: first.json });
  }
  expect(await tally.fresh(), 'one send in all').toHaveLength(1);
  expect(replayed(await run().api.sendMessage(request)), 'the finished request then replays').toBe(true);
});
