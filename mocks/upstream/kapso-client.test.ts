// The mock driven by a second published Cloud API client (@kapso/whatsapp-cloud-api), used as it
// ships: pointed at the mock by its own `baseUrl` option, with a fetch that lets it reach only
// loopback. Every webhook it parses is also held to the schema of the platform's current shapes.
import type { IncomingHttpHeaders } from 'node:http';
import { BSUID_PATTERN, GraphApiError, WhatsAppClient, buildTemplateSendPayload } from '@kapso/whatsapp-cloud-api';
import { normalizeWebhook, verifySignature } from '@kapso/whatsapp-cloud-api/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformWebhookValidator } from '../../contracts/platform-webhooks.ts';
import { virtualClock } from './clock.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './http/webhook-receiver.ts';
import { startUpstreamMock, type RunningUpstreamMock } from './index.ts';
import { closedCustomer, mainNumber, newCustomer, now, openCustomer, world } from './send/test-kit.ts';

const mainToken = world.numbers.find((n) => n.phone_number_id === mainNumber)!.token;
const mainAccount = world.numbers.find((n) => n.phone_number_id === mainNumber)!.business_account_id;
const platformShape = platformWebhookValidator();

let mock: RunningUpstreamMock;
let receiver: WebhookReceiver;
/** Every URL the library asked for, and those that were not on loopback. */
let calls: string[];
let strayCalls: string[];

function loopbackFetch(): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.hostname !== '127.0.0.1') {
      strayCalls.push(url.href);
      return Promise.reject(new Error(`the library tried to reach ${url.href}`));
    }
    return fetch(input, init);
  };
}

function client(accessToken = mainToken): WhatsAppClient {
  return new WhatsAppClient({ accessToken, baseUrl: mock.url, graphVersion: world.upstream.api_version, fetch: loopbackFetch() });
}

beforeEach(async () => {
  calls = [];
  strayCalls = [];
  mock = await startUpstreamMock({ world, clock: virtualClock(now), seed: 11 });
  receiver = await startWebhookReceiver();
  await mock.control.setWebhookUrl(receiver.url);
});

afterEach(async () => {
  await mock.close();
  await receiver.close();
  expect(strayCalls, 'calls beyond loopback').toEqual([]);
});

const signatureOf = (headers: IncomingHttpHeaders): string => {
  const signature = headers['x-hub-signature-256'];
  return typeof signature === 'string' ? signature : '';
};

/** Each webhook the mock posted, its signature checked by the library and its body by the platform schema, parsed by the library. */
async function parsedWebhooks(): Promise<(ReturnType<typeof normalizeWebhook> & { wire: string })[]> {
  await mock.mock.drainWebhooks();
  return receiver.received.map((delivery: ReceivedWebhook) => {
    expect(verifySignature({ appSecret: world.upstream.app_secret, rawBody: delivery.raw, signatureHeader: signatureOf(delivery.headers) })).toBe(true);
    const body = JSON.parse(delivery.raw) as unknown;
    expect(platformShape(body), JSON.stringify(platformShape.errors)).toBe(true);
    return { ...normalizeWebhook(body), wire: delivery.raw };
  });
}

async function refusalOf(sending: Promise<unknown>): Promise<GraphApiError> {
  const error = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof GraphApiError)) throw new Error(`expected a GraphApiError, got ${String(error)}`);
  return error;
}

type RawComponent = { type: string } & Record<string, unknown>;
const templateOf = (name: string, components?: RawComponent[]) => ({ name, language: { code: 'en_US' }, ...(components ? { components } : {}) });

describe('@kapso/whatsapp-cloud-api against the mock', () => {
  it('sends every message kind the platform subset takes and reads the platform ids back', async () => {
    const api = client();
    const base = { phoneNumberId: mainNumber, to: openCustomer };
    const orderUpdate = buildTemplateSendPayload({
      name: 'order_update',
      language: 'en_US',
      body: [
        { type: 'text', text: 'Zoë' },
        { type: 'text', text: 'A-1042' },
      ],
      buttons: [{ type: 'button', subType: 'url', index: 0, parameters: [{ type: 'text', text: 'A-1042' }] }],
    });
    const sends = [
      api.messages.sendText({ ...base, body: 'Ihre Bestellung ist unterwegs 🚚 — größer als gedacht', previewUrl: false }),
      api.messages.sendImage({ ...base, image: { link: 'https://media.fixture.test/files/menu.jpg', caption: 'Menü für heute' } }),
      api.messages.sendImage({ ...base, image: { id: '1003383421387256' } }),
      api.messages.sendVideo({ ...base, video: { link: 'https://media.fixture.test/files/setup.mp4', caption: 'Setup' } }),
      api.messages.sendAudio({ ...base, audio: { link: 'https://media.fixture.test/files/reply.ogg', voice: true } }),
      api.messages.sendDocument({ ...base, document: { link: 'https://media.fixture.test/files/invoice.pdf', filename: 'facture-été.pdf', caption: 'Facture' } }),
      api.messages.sendInteractiveButtons({ ...base, bodyText: '¿Mantener la reserva?', footerText: 'Gracias', buttons: [{ id: 'keep', title: 'Sí' }, { id: 'cancel', title: 'No' }] }),
      api.messages.sendInteractiveList({ ...base, bodyText: 'Choose a delivery slot', buttonText: 'Slots', sections: [{ title: 'Tomorrow', rows: [{ id: 'am', title: 'Morning', description: '8–12' }, { id: 'pm', title: 'Afternoon' }] }] }),
      api.messages.sendInteractiveCtaUrl({ ...base, bodyText: 'Track your parcel', parameters: { displayText: 'Track', url: 'https://shop.fixture.test/track/A-1042' } }),
      // The builder's output type is narrower than the sender's input type; the value is the same.
      api.messages.sendTemplate({ phoneNumberId: mainNumber, to: newCustomer, template: { ...orderUpdate, components: orderUpdate.components as RawComponent[] | undefined } }),
      // Written the way some clients and the platform's own samples spell component names.
      api.messages.sendRaw({
        phoneNumberId: mainNumber,
        payload: {
          messaging_product: 'whatsapp',
          to: closedCustomer,
          type: 'template',
          template: templateOf('order_update', [
            { type: 'BODY', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'A-7' }] },
            { type: 'BUTTON', sub_type: 'URL', index: '0', parameters: [{ type: 'text', text: 'A-7' }] },
          ]),
        },
      }),
    ];
    const answers = [];
    for (const sending of sends) answers.push(await sending);
    const ids = answers.map((a) => a.messages[0]?.id ?? '');
    expect(ids.every((id) => id.startsWith('wamid.'))).toBe(true);
    expect(new Set(ids).size).toBe(sends.length);
    expect(answers.map((a) => a.contacts[0]?.waId)).toEqual([...Array<string>(9).fill(openCustomer), newCustomer, closedCustomer]);

    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries.map((e) => [(e.body as { type?: string }).type, e.response?.status])).toEqual(
      ['text', 'image', 'image', 'video', 'audio', 'document', 'interactive', 'interactive', 'interactive', 'template', 'template'].map((type) => [type, 200]),
    );
    expect(calls.every((c) => c === `POST /${world.upstream.api_version}/${mainNumber}/messages`)).toBe(true);

    const statuses = (await parsedWebhooks()).flatMap((w) => w.statuses);
    // Deliveries run side by side, so they may land in any order.
    expect(statuses.map((s) => [s.id, s.status]).sort()).toEqual(ids.map((id) => [id, 'sent']).sort());
    for (const status of statuses) expect(status.recipientUserId).toMatch(BSUID_PATTERN);
  });

  it('marks a customer message as read, with the typing indicator', async () => {
    const written = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'text', text: 'Hola 👋' } });
    expect(await client().messages.markRead({ phoneNumberId: mainNumber, messageId: written.message_id, typingIndicator: { type: 'text' } })).toEqual({ success: true });
  });

  it('parses refusals into GraphApiError with code, status, details and a trace id of their own', async () => {
    const api = client();
    const tooFew = () => api.messages.sendTemplate({ phoneNumberId: mainNumber, to: newCustomer, template: templateOf('order_update', [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }] }]) });
    const first = await refusalOf(tooFew());
    const second = await refusalOf(tooFew());
    expect([first.httpStatus, first.code, first.details, first.type]).toEqual([400, 132000, 'body: 1 value given, 2 expected.', 'OAuthException']);
    expect(first.fbtraceId).toMatch(/^A[A-Za-z0-9_-]{22}$/);
    expect(second.fbtraceId).not.toBe(first.fbtraceId);

    const upperCase = await refusalOf(api.messages.sendRaw({ phoneNumberId: mainNumber, payload: { messaging_product: 'whatsapp', to: newCustomer, type: 'template', template: templateOf('order_update', [{ type: 'BODY', parameters: [{ type: 'text', text: 'Ada' }] }]) } }));
    expect(upperCase.code).toBe(132000);
    const newline = await refusalOf(api.messages.sendTemplate({ phoneNumberId: mainNumber, to: newCustomer, template: templateOf('order_cancelled', [{ type: 'body', parameters: [{ type: 'text', text: 'A-1\nA-2' }] }]) }));
    expect(newline.code).toBe(132007);
    const paused = await refusalOf(api.messages.sendTemplate({ phoneNumberId: mainNumber, to: newCustomer, template: templateOf('weekend_deal') }));
    expect(paused.code).toBe(132015);
    const location = await refusalOf(api.messages.sendLocation({ phoneNumberId: mainNumber, to: openCustomer, location: { latitude: 38.72, longitude: -9.14, name: 'Lisboa' } }));
    expect([location.httpStatus, location.code]).toEqual([400, 100]);
    const unknownRead = await refusalOf(api.messages.markRead({ phoneNumberId: mainNumber, messageId: 'wamid.never-received' }));
    expect(unknownRead.code).toBe(131009);
    const badToken = await refusalOf(client('fixture-token-nobody').messages.sendText({ phoneNumberId: mainNumber, to: openCustomer, body: 'hi' }));
    expect([badToken.httpStatus, badToken.code]).toEqual([401, 190]);
    await mock.control.addFault({ times: 1, action: { kind: 'platform-error', code: 130429 } });
    const throttled = await refusalOf(api.messages.sendText({ phoneNumberId: mainNumber, to: openCustomer, body: 'hi' }));
    expect([throttled.httpStatus, throttled.code, throttled.category, throttled.retry.action]).toEqual([429, 130429, 'throttling', 'retry_after']);
  });

  it('outside the window: accepted and failed later with 131047 by default, refused at once under the window-refusal-now fault', async () => {
    const api = client();
    const accepted = await api.messages.sendText({ phoneNumberId: mainNumber, to: closedCustomer, body: 'Are you still there?' });
    const failed = (await parsedWebhooks()).flatMap((w) => w.statuses);
    expect(failed).toMatchObject([{ id: accepted.messages[0]?.id, status: 'failed', errors: [{ code: 131047 }] }]);

    await mock.control.addFault({ match: { route: 'send' }, action: { kind: 'window-refusal-now' } });
    const refused = await refusalOf(api.messages.sendText({ phoneNumberId: mainNumber, to: closedCustomer, body: 'Are you still there?' }));
    expect([refused.httpStatus, refused.code]).toEqual([400, 131047]);
  });

  it('fails media the platform cannot fetch (plain http, private addresses) on a status webhook with 131053', async () => {
    const api = client();
    const links = ['http://media.fixture.test/files/menu.jpg', 'https://10.0.0.7/files/menu.jpg', 'https://[::1]/files/menu.jpg'];
    const ids = [];
    for (const link of links) ids.push((await api.messages.sendImage({ phoneNumberId: mainNumber, to: openCustomer, image: { link } })).messages[0]?.id);
    const statuses = (await parsedWebhooks()).flatMap((w) => w.statuses);
    expect(statuses.map((s) => [s.id, s.status, s.errors?.[0]?.code]).sort()).toEqual(ids.map((id) => [id, 'failed', 131053]).sort());
  });

  it('lists every template of the account page by page through the cursors, with samples on the components', async () => {
    const api = client();
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await api.templates.list({ businessAccountId: mainAccount, limit: 5, ...(after === undefined ? {} : { after }) });
      expect(page.data.length).toBeLessThanOrEqual(5);
      seen.push(...page.data.map((t) => t.id));
      after = page.paging?.next ? (page.paging.cursors?.after ?? undefined) : undefined;
      pages += 1;
    } while (after !== undefined && pages < 20);
    const account = world.business_accounts.find((a) => a.id === mainAccount)!;
    expect([...seen].sort()).toEqual(account.templates.map((t) => t.id).sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(account.templates.length / 5));

    const orderUpdate = (await api.templates.list({ businessAccountId: mainAccount, name: 'order_update', language: 'en_US' })).data[0];
    expect(orderUpdate).toMatchObject({ name: 'order_update', parameterFormat: 'POSITIONAL', status: 'APPROVED' });
    expect(orderUpdate?.components).toContainEqual({ type: 'BODY', text: 'Hi {{1}}, your order {{2}} has shipped.', example: { bodyText: [['sample 1', 'sample 2']] } });
    expect(calls.every((c) => c.startsWith(`GET /${world.upstream.api_version}/${mainAccount}/message_templates?`))).toBe(true);
  });

  it('lists only the templates of the category it asks for', async () => {
    const page = await client().templates.list({ businessAccountId: mainAccount, category: 'AUTHENTICATION', limit: 100 });
    const account = world.business_accounts.find((a) => a.id === mainAccount)!;
    expect(page.data.map((t) => t.id).sort()).toEqual(account.templates.filter((t) => t.category === 'AUTHENTICATION').map((t) => t.id).sort());
    expect(page.data.length).toBeGreaterThan(0);
  });

  it("reads the metadata of a customer's media and downloads its bytes with the token", async () => {
    const api = client();
    await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'audio', mime_type: 'audio/ogg', voice: true, duration_ms: 3100 } });
    const [webhook] = (await parsedWebhooks()).filter((w) => w.messages.length > 0);
    const mediaId = webhook?.messages[0]?.audio?.id ?? '';
    const metadata = await api.media.get({ mediaId, phoneNumberId: mainNumber });
    expect(metadata).toMatchObject({ messagingProduct: 'whatsapp', id: mediaId, mimeType: 'audio/ogg', sha256: webhook?.messages[0]?.audio?.sha256 });
    const file = (await api.media.download({ mediaId, auth: 'always', as: 'response' })) as Response;
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'audio/ogg']);
    expect(String((await file.arrayBuffer()).byteLength)).toBe(metadata.fileSize);
    // Without the token (the library's default for a host that is not its own proxy) the platform refuses.
    expect(((await api.media.download({ mediaId, as: 'response' })) as Response).status).toBe(401);
  });

  it('parses inbound webhooks of every kind, non-ASCII text included, with the business-scoped user ids', async () => {
    const api = client();
    // A business message first, so taps and replies have something to answer.
    const sent = await api.messages.sendInteractiveButtons({ phoneNumberId: mainNumber, to: openCustomer, bodyText: 'Keep it?', buttons: [{ id: 'keep', title: 'Keep' }] });
    const writes = [
      { type: 'text', text: 'Olá 😀 — مرحبا 你好' },
      { type: 'image', mime_type: 'image/jpeg', caption: 'das Paket 📦' },
      { type: 'video', mime_type: 'video/mp4' },
      { type: 'document', mime_type: 'application/pdf', filename: 'reçu.pdf' },
      { type: 'audio', mime_type: 'audio/ogg', voice: true },
      { type: 'button', text: 'Stop promotions', payload: 'STOP' },
      { type: 'interactive', reply: { kind: 'button_reply', id: 'keep', title: 'Keep' } },
      { type: 'interactive', reply: { kind: 'list_reply', id: 'pm', title: 'Après-midi', description: '14–18 h' } },
    ] as const;
    const written = [];
    for (const message of writes) written.push(await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message, profile_name: 'Zoë Ñúñez' }));

    const inbound = (await parsedWebhooks()).filter((w) => w.messages.length > 0);
    // Deliveries run side by side; the messages are put back in the order they were written.
    const byId = new Map(inbound.flatMap((w) => w.messages).map((m) => [m.id, m]));
    const messages = written.map((w) => byId.get(w.message_id));
    expect(byId.size).toBe(writes.length);
    expect(messages.map((m) => m?.type)).toEqual(writes.map((w) => w.type));
    for (const webhook of inbound) {
      expect(webhook.phoneNumberId).toBe(mainNumber);
      expect(webhook.displayPhoneNumber).toMatch(/^[0-9]+$/);
      expect(webhook.contacts).toEqual([{ profile: { name: 'Zoë Ñúñez' }, waId: openCustomer, userId: expect.stringMatching(BSUID_PATTERN) as string }]);
      expect(webhook.messages[0]?.fromUserId).toBe(webhook.contacts[0]?.userId);
      expect(webhook.messages[0]?.kapso?.direction).toBe('inbound');
    }
    const [text, image, video, document, audio, button, buttonReply, listReply] = messages;
    expect(text?.text?.body).toBe('Olá 😀 — مرحبا 你好');
    expect(image?.image).toMatchObject({ mimeType: 'image/jpeg', caption: 'das Paket 📦', id: expect.any(String) as string });
    expect(video?.video).toMatchObject({ mimeType: 'video/mp4' });
    expect(document?.document).toMatchObject({ filename: 'reçu.pdf', mimeType: 'application/pdf' });
    expect(audio?.audio).toMatchObject({ voice: true, mimeType: 'audio/ogg' });
    expect(button?.button).toEqual({ payload: 'STOP', text: 'Stop promotions' });
    expect(buttonReply?.interactive).toMatchObject({ type: 'button_reply', buttonReply: { id: 'keep', title: 'Keep' } });
    expect(listReply?.interactive).toMatchObject({ type: 'list_reply', listReply: { id: 'pm', title: 'Après-midi', description: '14–18 h' } });
    for (const reply of [button, buttonReply, listReply]) expect(reply?.context?.id).toBe(sent.messages[0]?.id);
    // The raw bytes escape every non-ASCII character; the library reads them back unchanged.
    expect(inbound.every((w) => /^[\x20-\x7e]*$/.test(w.wire))).toBe(true);
  });

  it('parses status webhooks the control API drives, with the recipient in contacts', async () => {
    const api = client();
    const id = (await api.messages.sendText({ phoneNumberId: mainNumber, to: openCustomer, body: 'Ready for pick-up ✅' })).messages[0]?.id ?? '';
    for (const status of ['delivered', 'read'] as const) await mock.control.advanceMessageStatus(id, { status });
    const webhooks = (await parsedWebhooks()).filter((w) => w.statuses.length > 0);
    expect(webhooks.map((w) => w.statuses[0]?.status).sort()).toEqual(['delivered', 'read', 'sent']);
    for (const webhook of webhooks) {
      const [status] = webhook.statuses;
      expect(status).toMatchObject({ id, recipientId: openCustomer, recipientUserId: expect.stringMatching(BSUID_PATTERN) as string });
      expect(webhook.contacts).toEqual([{ waId: openCustomer, userId: status?.recipientUserId }]);
    }
  });
});
