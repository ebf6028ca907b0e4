// Sections 4.3, 5.7 and 6: every delivery is a POST with `X-Service-Signature` (HMAC-SHA256 of
// "{timestamp}.{raw body}" with the subscription secret), `X-Service-Timestamp` in Unix seconds
// within 300 s of now, `X-Service-Event` and a ULID `X-Service-Delivery` that stays the same
// across retries. Verified at the suite's receiver exactly as a subscriber would (decision A50).
import fc from 'fast-check';
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { signatureFailure } from '../support/signatures/signature-failure.ts';
import { timestampSkewSeconds, toleranceSeconds, verifySignature } from '../support/receiver/delivery-signature.ts';
import { driveUntil } from '../support/receiver/drive-clock.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, targetNowMs, useReceiver } from '../support/receiver/receiver-run.ts';
import type { ReceivedDelivery } from '../support/receiver/receiver.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';
import { confirmedEvents } from '../support/spec/events.ts';

const run = useRun();
const receiver = useReceiver();
const ulid = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

function secretOf(): string {
  return run().world.subscriptions[0]?.secret ?? '';
}

async function sendText(text: string): Promise<MessageRecord> {
  const { api, world } = run();
  const cast = castOf(world);
  const response = await given('a text send is accepted', () => api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, text) }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}

const sentAbout = (record: MessageRecord) => (all: readonly ReceivedDelivery[]) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0];

/** Whether `body` parses as JSON and is an object. */
function jsonObjectOrNot(body: Buffer): boolean {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

function verified(delivery: ReceivedDelivery, secret: string, warnings: Warnings): void {
  const verdict = verifySignature({ signature: delivery.headers['x-service-signature'], timestamp: delivery.headers['x-service-timestamp'], body: delivery.body }, secret);
  if (!verdict.valid) throw signatureFailure({ label: `delivery ${delivery.seq} (${delivery.headers['x-service-event'] ?? 'no X-Service-Event'})`, headers: delivery.headers, body: delivery.body }, { reason: verdict.reason, detail: verdict.problem });
  if (verdict.key !== 'utf8') warnings.add(`signatures verify only with the ${verdict.key}-decoded secret, not its UTF-8 bytes (A50)`);
}

check({ id: 'deliveries-signed-and-fresh', section: '4.3', title: 'each delivery is a POST signed with the subscription secret, with a ULID id, its event name and a timestamp within 300 s', decisions: ['A50', 'A63'], needs: ['loopback_subscriptions'], asserts: { '4.3-post-json': ['post-with-json-body'], '4.3-signature': ['message-events-signed', 'tampered-body-fails', 'other-secret-fails'], '4.3-timestamp': ['unix-seconds'], '4.3-event-name': ['event-name-header'], '4.3-delivery-id': ['delivery-id-ulid'], '5.7-fresh-timestamp': ['timestamp-within-300s'], '6-event-names': ['confirmed-events-delivered'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver());
  const { upstream, world } = run();
  const cast = castOf(world);
  const record = await sendText('Signed delivery, caf\u00e9 \u{1F4E6}.');
  await upstream.reportStatus(record.wa_message_id, { status: 'delivered' });
  await upstream.customerSends(cast.main.id, cast.customers.inWindow, { type: 'text', text: 'Thanks \u2764' });
  const all = await receiver().waitFor((deliveries) => (deliveries.length >= 3 ? deliveries : undefined));
  expect(all?.length ?? 0, 'deliveries for a send, its status and an inbound message').toBeGreaterThanOrEqual(3);
  const now = await targetNowMs(run());
  const warnings = new Warnings();
  for (const delivery of all ?? []) {
    expect(delivery.method).toBe('POST');
    // Section 4.3: "an HTTPS POST ... with a JSON body"; the layout is open (A67), an object is not.
    expect(jsonObjectOrNot(delivery.body), `delivery ${delivery.seq}: the body is a JSON object`).toBe(true);
    expect(confirmedEvents as readonly string[]).toContain(delivery.headers['x-service-event']);
    expect(delivery.headers['x-service-delivery'] ?? '').toMatch(ulid);
    expect(timestampSkewSeconds(delivery.headers['x-service-timestamp'], now), 'seconds between X-Service-Timestamp and the target clock').toBeLessThanOrEqual(toleranceSeconds);
    verified(delivery, secretOf(), warnings);
    const tampered = Buffer.concat([delivery.body, Buffer.from(' ')]);
    expect(verifySignature({ signature: delivery.headers['x-service-signature'], timestamp: delivery.headers['x-service-timestamp'], body: tampered }, secretOf()).valid, 'a tampered body').toBe(false);
    expect(verifySignature({ signature: delivery.headers['x-service-signature'], timestamp: delivery.headers['x-service-timestamp'], body: delivery.body }, `${secretOf()}x`).valid, 'another secret').toBe(false);
  }
  await warnings.report(context);
});

// Any secret the dashboard may show and any text a send may carry (non-ASCII, astral, long):
// each run loads a world with that secret and sends that text.
check({ id: 'signature-verifies-any-body-and-secret', section: '5', title: 'for any subscription secret and any text sent, message.sent verifies and a tampered copy does not', decisions: ['A50'], needs: ['loopback_subscriptions'], asserts: { '4.3-signature': ['message-events-signed', 'tampered-body-fails'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver());
  const { control, upstream } = run();
  const secrets = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 });
  const texts = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
    fc.constantFrom('\u00e9'.repeat(4096), '\u{1F600}'.repeat(1024), '{"nested":["json",{"in":"text"}]}\\u0000'),
  ).filter((text) => text.trim() !== '' && [...text].length <= 4096);
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(secrets, texts, async (secret, text) => {
      const world = structuredClone(run().world);
      for (const subscription of world.subscriptions) subscription.secret = secret;
      await control.loadWorld(run().targetWorldOf(world, receiver().url));
      // Repeated sends to one customer stay under the platform's pair rate limit.
      upstream.pace(6);
      const delivery = await receiver().waitFor(sentAbout(await sendText(text)));
      expect(delivery, 'a message.sent delivery').toBeDefined();
      verified(delivery!, secret, warnings);
      const flipped = Buffer.from(delivery!.body);
      flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 0x20;
      expect(verifySignature({ signature: delivery!.headers['x-service-signature'], timestamp: delivery!.headers['x-service-timestamp'], body: flipped }, secret).valid).toBe(false);
    }),
  );
  await warnings.report(context);
});

check({ id: 'delivery-id-stable-across-retries', section: '4.3', title: 'when the subscriber fails the first attempts, the retries keep X-Service-Delivery and each verifies', decisions: ['A49', 'A50', 'A63'], needs: ['loopback_subscriptions', 'clock'], asserts: { '4.3-signature': ['message-events-signed'], '4.3-delivery-id': ['delivery-id-ulid', 'delivery-id-stable-on-retry'], '5.7-fresh-timestamp': [], '6-at-least-once': ['failed-delivery-retried'] } }, async (context) => {
  // Only message.sent: a status event for the same send (A53) would take a planted failure.
  await provisionWithReceiver(context, run(), receiver(), { events: ['message.sent'] });
  receiver().failNext(2, 503);
  const record = await sendText('Retried until it lands.');
  const first = await receiver().waitFor(sentAbout(record));
  expect(first, 'the first attempt').toBeDefined();
  const id = first!.headers['x-service-delivery'] ?? '';
  // Driven until the event lands under any id: a retry under a new id then fails at once,
  // instead of the clock being moved through its whole budget waiting for the old id.
  const attempts = await driveUntil(run(), receiver(), (all) => {
    const about = deliveriesOf(all, 'message.sent', record.id, record.wa_message_id);
    const landed = about.findIndex((d) => d.answered < 300);
    return landed < 0 ? undefined : about.slice(0, landed + 1);
  });
  expect(attempts?.length ?? 0, 'attempts until one succeeded').toBeGreaterThanOrEqual(3);
  expect(attempts?.map((a) => a.headers['x-service-delivery']), 'X-Service-Delivery of each attempt until one succeeded').toEqual(attempts?.map(() => id));
  const warnings = new Warnings();
  for (const attempt of attempts ?? []) verified(attempt, secretOf(), warnings);
  const landed = attempts?.at(-1);
  if (landed && timestampSkewSeconds(landed.headers['x-service-timestamp'], await targetNowMs(run())) > toleranceSeconds) {
    warnings.add('a retry carried a timestamp over 300 s old, which a subscriber would refuse (A49)');
  }
  await warnings.report(context);
});

async function timedSend(text: string): Promise<{ status: number; ms: number }> {
  const { api, world } = run();
  const cast = castOf(world);
  const began = performance.now();
  const response = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, text) });
  return { status: response.status, ms: performance.now() - began };
}

check({ id: 'subscriber-trouble-not-an-api-error', section: '6', title: 'a failing or slow subscriber does not change the answer to the send', decisions: ['A63'], needs: ['loopback_subscriptions'], asserts: { '6-failures-not-api-errors': ['failing-subscriber', 'slow-subscriber'] } }, async (context: TestContext) => {
  await provisionWithReceiver(context, run(), receiver());
  receiver().answerAlways(500);
  expect((await timedSend('The subscriber answers 500.')).status).toBe(200);
  expect(await receiver().waitFor((all) => all[0]), 'the failing subscriber was called').toBeDefined();
  receiver().reset();
  const slowMs = 1500;
  receiver().slow(slowMs);
  const slow = await timedSend('The subscriber answers late.');
  expect(slow.status).toBe(200);
  const warnings = new Warnings();
  if (slow.ms >= slowMs) warnings.add(`the send waited for a slow subscriber (${Math.round(slow.ms)} ms)`);
  await warnings.report(context);
});
