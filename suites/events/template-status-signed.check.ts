// Sections 4.3 and 5, item 7: every delivery, whatever its event, is signed with the
// subscription's secret over "{timestamp}.{raw body}", with a fresh timestamp, its event name
// and a ULID delivery id; here the deliveries of `template.status`, which no send causes.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { holdsValue } from '../support/assertions/json-search.ts';
import { timestampSkewSeconds, toleranceSeconds, verifySignature } from '../support/receiver/delivery-signature.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, targetNowMs, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { signatureFailure } from '../support/signatures/signature-failure.ts';

const run = useRun();
const receiver = useReceiver();
const ulid = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

// `thank_you` and `loyalty_points` (en_US) of the main business account.
const changes: [string, 'PAUSED' | 'REJECTED'][] = [
  ['310000000000011', 'PAUSED'],
  ['310000000000016', 'REJECTED'],
];

check({ id: 'template-status-deliveries-signed', section: '4.3', title: 'template.status deliveries are POSTs signed with the subscription secret, with their event name, a ULID id and a timestamp within 300 s; a tampered copy does not verify', decisions: ['A50', 'A54', 'A63'], needs: ['loopback_subscriptions'], asserts: { '4.3-signature': ['template-status-signed'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver(), { events: ['template.status'] });
  const secret = run().world.subscriptions[0]?.secret ?? '';
  const warnings = new Warnings();
  for (const [templateId, status] of changes) {
    await given(`the platform reports ${templateId} ${status}`, () => run().upstream.changeTemplateStatus(templateId, { event: status, reason: 'Reported for the signature check' }));
    const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'template.status', templateId).find((d) => holdsValue(bodyJson(d), status)));
    expect(delivery, `a template.status delivery for ${templateId}`).toBeDefined();
    const { headers, body } = delivery!;
    expect(delivery!.method).toBe('POST');
    expect(headers['x-service-delivery'] ?? '').toMatch(ulid);
    expect(timestampSkewSeconds(headers['x-service-timestamp'], await targetNowMs(run())), 'seconds from the target clock').toBeLessThanOrEqual(toleranceSeconds);
    const verdict = verifySignature({ signature: headers['x-service-signature'], timestamp: headers['x-service-timestamp'], body }, secret);
    if (!verdict.valid) throw signatureFailure({ label: `template.status for ${templateId}`, headers, body }, { reason: verdict.reason, detail: verdict.problem });
    if (verdict.key !== 'utf8') warnings.add(`signatures verify only with the ${verdict.key}-decoded secret, not its UTF-8 bytes (A50)`);
    const tampered = Buffer.concat([body, Buffer.from(' ')]);
    expect(verifySignature({ signature: headers['x-service-signature'], timestamp: headers['x-service-timestamp'], body: tampered }, secret).valid, 'a tampered body').toBe(false);
    expect(verifySignature({ signature: headers['x-service-signature'], timestamp: headers['x-service-timestamp'], body }, `${secret}x`).valid, 'another secret').toBe(false);
  }
  await warnings.report(context);
});
