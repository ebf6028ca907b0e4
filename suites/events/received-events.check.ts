// Sections 2.3, 2.4 and 6: what a customer sends reaches the subscriber as `message.received`;
// a tapped reply button or list row carries its id, a quick-reply tap reads as the button text
// followed by the payload in square brackets; inbound media carries a URL, its MIME type, its
// file name and, for a voice note, its duration in milliseconds (2.2, last paragraph). Values
// are looked for anywhere in the body (decisions A54, A67). Unknown event names are the subscriber's to tolerate: nothing to check here.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { holdsNumber, holdsText, holdsValue, urlsIn } from '../support/assertions/json-search.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

type CustomerMessage = Parameters<ReturnType<typeof run>['upstream']['customerSends']>[2];

async function start(context: TestContext): Promise<void> {
  await provisionWithReceiver(context, run(), receiver());
}

/** The main number sends `body` to the in-window customer, who answers with `reply`. */
async function customerAnswers(body: Record<string, unknown>, reply: CustomerMessage): Promise<void> {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  await given('the main number\'s send to the customer is accepted', () => api.sendMessage({ token: cast.main.token, body }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  await upstream.customerSends(cast.main.id, cast.customers.inWindow, reply);
}

const receivedHolding = (fragment: string) => receiver().waitFor((all) => deliveriesOf(all, 'message.received').find((d) => holdsText(bodyJson(d), fragment)));

check({ id: 'received-text-reaches-subscriber', section: '6', title: "a customer's text leads to message.received carrying it", decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '6-message-received': ['text-received'] } }, async (context) => {
  await start(context);
  const { upstream, world } = run();
  const cast = castOf(world);
  await upstream.customerSends(cast.main.id, cast.customers.inWindow, { type: 'text', text: 'Where is parcel 7F-204?' });
  expect(await receivedHolding('Where is parcel 7F-204?'), 'a message.received delivery with the text').toBeDefined();
});

check({ id: 'received-button-tap-id', section: '2.3', title: 'a tapped reply button leads to message.received carrying the button id', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.3-tapped-id-returned': ['button-tap-id'], '6-message-received': ['button-tap-received'] } }, async (context) => {
  await start(context);
  const cast = castOf(run().world);
  const body = { to: cast.customers.inWindow, type: 'interactive', interactive: { type: 'buttons', body: 'Track or cancel?', buttons: [{ id: 'btn_track_7731', title: 'Track' }, { id: 'btn_cancel_7731', title: 'Cancel' }] } };
  await customerAnswers(body, { type: 'interactive', reply: { kind: 'button_reply', id: 'btn_track_7731', title: 'Track' } });
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.received', 'btn_track_7731')[0]);
  expect(delivery, 'a message.received delivery holding the tapped button id').toBeDefined();
});

check({ id: 'received-row-tap-id', section: '2.3', title: 'a tapped list row leads to message.received carrying the row id', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.3-tapped-id-returned': ['row-tap-id'], '6-message-received': ['row-tap-received'] } }, async (context) => {
  await start(context);
  const body = freeFormTo('list', castOf(run().world).customers.inWindow, 'When should we deliver?');
  await customerAnswers(body, { type: 'interactive', reply: { kind: 'list_reply', id: 'later', title: 'Later' } });
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.received', 'later')[0]);
  expect(delivery, 'a message.received delivery holding the tapped row id').toBeDefined();
});

check({ id: 'received-quick-reply-text-payload', section: '2.4', title: 'a quick-reply tap leads to message.received carrying "text [payload]"', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.4-quick-reply-tap': ['quick-reply-tap-text-and-payload'], '6-message-received': ['quick-reply-received'] } }, async (context) => {
  await start(context);
  const body = {
    to: castOf(run().world).customers.inWindow,
    type: 'template',
    template_name: 'feedback_request',
    template_language: 'en_US',
    template_components: [
      { type: 'body', parameters: [{ type: 'text', parameter_name: 'customer_name', text: 'Ada' }, { type: 'text', parameter_name: 'order_id', text: 'A-7731' }] },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'FEEDBACK_GOOD_7731' }] },
    ],
  };
  await customerAnswers(body, { type: 'button', text: 'Loved it', payload: 'FEEDBACK_GOOD_7731' });
  expect(await receivedHolding('Loved it [FEEDBACK_GOOD_7731]'), 'a message.received delivery reading "Loved it [FEEDBACK_GOOD_7731]"').toBeDefined();
});

check({ id: 'received-media-url-type-name-duration', section: '2.2', title: 'inbound media (image, video, document, voice note) leads to message.received carrying a URL and the MIME type; a document its file name, a voice note its duration in milliseconds', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.2-inbound-media': ['inbound-media-url', 'inbound-media-mime-type', 'inbound-document-filename', 'inbound-voice-duration-ms', 'inbound-video-media'] } }, async (context) => {
  await start(context);
  const { upstream, world } = run();
  const cast = castOf(world);
  const write = (message: CustomerMessage) => upstream.customerSends(cast.main.id, cast.customers.inWindow, message);
  // A MIME type of its own for each, so each delivery is found by it.
  await write({ type: 'document', mime_type: 'application/pdf', filename: 'damage-report-7F-204.pdf', caption: 'The damage report' });
  await write({ type: 'audio', mime_type: 'audio/ogg', voice: true, duration_ms: 4217 });
  await write({ type: 'image', mime_type: 'image/png', caption: 'The parcel as it arrived' });
  await write({ type: 'video', mime_type: 'video/mp4', caption: 'Unboxing the parcel' });
  const carrying = async (mime: string, what: string): Promise<unknown> => {
    const found = await receiver().waitFor((all) => deliveriesOf(all, 'message.received').find((d) => holdsValue(bodyJson(d), mime)));
    expect(found, `a message.received delivery for the ${what} carrying its MIME type ${mime}`).toBeDefined();
    const body = found === undefined ? undefined : bodyJson(found);
    expect(urlsIn(body), `${what}: a media URL`).not.toEqual([]);
    return body;
  };
  const document = await carrying('application/pdf', 'document');
  const voice = await carrying('audio/ogg', 'voice note');
  await carrying('image/png', 'image');
  await carrying('video/mp4', 'video');
  expect(holdsValue(document, 'damage-report-7F-204.pdf'), 'document: its file name').toBe(true);
  expect(holdsNumber(voice, 4217), 'voice note: its duration, 4217 milliseconds').toBe(true);
});
