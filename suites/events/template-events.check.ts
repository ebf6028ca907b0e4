// Sections 2.5, 3.2 and 6: a template's review state changing on the platform leads to
// `template.status` carrying the template `id` (the one the listing shows), the new status, the
// platform's reason and the quality score, looked for anywhere in the body (decision A54).
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { holdsText, holdsValue } from '../support/assertions/json-search.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, subscriptionPath, useReceiver } from '../support/receiver/receiver-run.ts';
import type { ReceivedDelivery } from '../support/receiver/receiver.ts';
import { isUtcTimestamp } from '../support/assertions/utc-timestamp.ts';
import { walkPages, type TemplateRecord } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';
import { withSubscriptions } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const receiver = useReceiver();

// `thank_you` (en_US) of the main business account: approved, rated GREEN, with a local copy.
const templateId = '310000000000011';

/** The id the main number's listing shows for a template (section 2.5: the id its template.status events carry). */
async function listedId(name: string, language = 'en_US'): Promise<string> {
  const { api, world } = run();
  const listed = await given(`the listing shows ${name} (${language})`, () => walkPages(api, { caller: { token: castOf(world).main.token }, limitOf: () => 100, maxPages: 10 }));
  const id = listed.items.find((r) => r.name === name && r.language === language)?.id;
  expect(id, `${name} (${language}) in the listing`).toEqual(expect.any(String));
  return id as string;
}

check({ id: 'template-change-emits-template-status', section: '6', title: 'a paused template leads to template.status with its id, PAUSED, the reason and the current quality', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.5-id-shared-with-events': ['template-status-event-id'], '3.2-status-change-event': ['paused-change-event'], '6-template-status-payload': ['id', 'status', 'reason', 'quality-score'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver());
  const { upstream } = run();
  const id = await listedId('thank_you');
  // The quality drops first, as it would before a pause; a status event after it carries it.
  await given('the template\'s quality drops to RED', () => upstream.changeTemplateStatus(templateId, { quality_score: 'RED' }));
  const reason = 'Paused after negative feedback on order 7731';
  await upstream.changeTemplateStatus(templateId, { event: 'PAUSED', reason });
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'template.status', id).find((d) => holdsValue(bodyJson(d), 'PAUSED')));
  expect(delivery, 'a template.status delivery holding the id the listing shows and PAUSED').toBeDefined();
  const json = bodyJson(delivery!);
  expect(holdsText(json, reason), "the platform's reason").toBe(true);
  expect(holdsValue(json, 'RED'), 'the quality score').toBe(true);
});

check({ id: 'template-rejection-emits-template-status', section: '3.2', title: 'a rejected template leads to template.status with its id, REJECTED and the reason', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.5-id-shared-with-events': ['template-status-event-id'], '3.2-status-change-event': ['rejected-change-event'], '6-template-status-payload': ['id', 'status', 'reason'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver());
  // `loyalty_points` (en_US), still in review on the platform.
  const inReview = '310000000000016';
  const id = await listedId('loyalty_points');
  await run().upstream.changeTemplateStatus(inReview, { event: 'REJECTED', reason: 'INVALID_FORMAT' });
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'template.status', id).find((d) => holdsValue(bodyJson(d), 'REJECTED')));
  expect(delivery, 'a template.status delivery holding the id the listing shows and REJECTED').toBeDefined();
  expect(holdsText(bodyJson(delivery!), 'INVALID_FORMAT'), "the platform's reason").toBe(true);
});

// Section 2.5: `approved_at` is when the template was approved. A template approved on the
// platform is listed with that time from then on; a later pause is no approval and moves nothing.
check({ id: 'template-approval-sets-approved-at', section: '2.5', title: 'a template approved on the platform is listed with an approved_at; a paused template keeps the approved_at it had', decisions: ['A35', 'A47'], asserts: { '2.5-times': ['approved-at-set-on-approval', 'approved-at-kept-on-pause'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const listed = async (id: string): Promise<TemplateRecord | undefined> =>
    (await walkPages(api, { caller: { token: castOf(world).main.token }, limitOf: () => 100, maxPages: 10 })).items.find((r) => r.id === id);
  // `loyalty_points` (en_US), in review and never approved; `thank_you`, approved on 10 October.
  const inReview = '310000000000016';
  const before = await listed(templateId);
  expect(before?.approved_at, 'thank_you is listed with its approval time').toEqual(expect.any(String));
  await upstream.changeTemplateStatus(inReview, { event: 'APPROVED' });
  await upstream.changeTemplateStatus(templateId, { event: 'PAUSED', reason: 'Paused after negative feedback' });
  const approved = await listed(inReview);
  expect(approved?.status, 'loyalty_points is listed as approved').toBe('APPROVED');
  expect(typeof approved?.approved_at === 'string' && isUtcTimestamp(approved.approved_at), `loyalty_points: approved_at ${String(approved?.approved_at)}`).toBe(true);
  const paused = await listed(templateId);
  expect(paused?.status, 'thank_you is listed as paused').toBe('PAUSED');
  expect(Date.parse(paused?.approved_at ?? ''), 'thank_you: the same approved_at as before the pause').toBe(Date.parse(before?.approved_at ?? ''));
});

// Section 6: a template belongs to a business account, so its template.status reaches the
// subscriptions of that account's numbers and of no other account's. The world adds a
// subscription on a number of the second business account, posting to its own path.
const base = bundledWorld('default');
const secondAccountNumber = '100000000000003';
const withSecondAccount = withSubscriptions(base, [{ id: 'sub_second_account', phone_number_id: secondAccountNumber, url: 'https://hooks.subscriber.test/gateway/second-account', secret: 'fixture-signing-secret-second-0004', events: ['template.status'] }]);

check({ id: 'template-status-reaches-its-account-only', section: '6', title: "a template's change reaches the subscriptions of its own business account's numbers and none of another account's", decisions: ['A54'], needs: ['loopback_subscriptions'], asserts: { '6-events-per-number': ['template-status-other-account-gets-nothing'], '3.2-status-change-event': ['second-account-change-event'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver(), { world: withSecondAccount, pathPerSubscription: true });
  const at = (id: string) => (all: readonly ReceivedDelivery[]) => all.filter((d) => d.path === subscriptionPath(receiver(), id));
  const { upstream } = run();
  // The main account's template changes first, then one of the second account's (`order_update`).
  const secondAccountTemplate = '320000000000001';
  await upstream.changeTemplateStatus(templateId, { event: 'PAUSED', reason: 'Paused after negative feedback' });
  await upstream.changeTemplateStatus(secondAccountTemplate, { event: 'PAUSED', reason: 'Paused after negative feedback' });
  const own = await receiver().waitFor((all) => deliveriesOf(at('sub_second_account')(all), 'template.status', secondAccountTemplate)[0]);
  expect(own, "the second account's subscription gets template.status for its own template").toBeDefined();
  const main = await receiver().waitFor((all) => deliveriesOf(at('sub_main_events')(all), 'template.status', templateId)[0]);
  expect(main, "the main number's subscription gets template.status for the main account's template").toBeDefined();
  const foreign = deliveriesOf(at('sub_second_account')(receiver().received()), 'template.status', templateId);
  expect(foreign.map((d) => d.body.toString('utf8').slice(0, 200)), "the second account's subscription got the main account's template change").toEqual([]);
});
