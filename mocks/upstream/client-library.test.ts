// The mock driven by a published Cloud API client (whatsapp-api-js), used as it ships: only its
// fetch is swapped for one that sends the platform's requests to the mock on loopback.
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhatsAppAPI } from 'whatsapp-api-js';
import { WhatsAppAPIFailedToVerifyError } from 'whatsapp-api-js/errors';
import { ActionButtons, Audio, Body, BodyComponent, BodyParameter, Button, Image, Interactive, Template, Text, URLComponent } from 'whatsapp-api-js/messages';
import type { ServerMarkAsReadResponse, ServerMessageResponse } from 'whatsapp-api-js/types';
import { platformWebhookValidator } from '../../contracts/platform-webhooks.ts';
import { schemaCompiler } from '../../contracts/schemas.ts';
import { virtualClock } from './clock.ts';
import { startWebhookReceiver, type WebhookReceiver } from './http/webhook-receiver.ts';
import { startUpstreamMock, type RunningUpstreamMock } from './index.ts';
import { mainNumber, newCustomer, now, openCustomer, world } from './send/test-kit.ts';

/** Where the library sends every platform call. */
const PLATFORM_ORIGIN = 'https://graph.facebook.com';
const mainToken = world.numbers.find((n) => n.phone_number_id === mainNumber)!.token;

let mock: RunningUpstreamMock;
let receiver: WebhookReceiver;

const signatureOf = (headers: IncomingHttpHeaders): string => {
  const signature = headers['x-hub-signature-256'];
  return typeof signature === 'string' ? signature : '';
};
/** Every URL the library asked its fetch for. */
let libraryCalls: string[];
/** Calls that went anywhere but the platform (from the library) or loopback (from anything). */
let strayCalls: string[];

const isLoopback = (url: URL): boolean => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
const urlOf = (input: string | URL | Request): URL => new URL(input instanceof Request ? input.url : input);

/**
 * The library's fetch: the platform's host becomes the mock's, path and query kept; a media link
 * the mock answered (on its own address) goes there as it is; nothing else is allowed.
 */
function platformFetch(mockUrl: string): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    libraryCalls.push(url.href);
    if (url.origin === new URL(mockUrl).origin) return fetch(input, init);
    if (url.origin !== PLATFORM_ORIGIN) {
      strayCalls.push(url.href);
      throw new Error(`whatsapp-api-js tried to reach ${url.href}; only ${PLATFORM_ORIGIN} is routed to the mock`);
    }
    const target = `${mockUrl}${url.pathname}${url.search}`;
    return fetch(input instanceof Request ? new Request(target, input) : target, init);
  };
}

function client(): WhatsAppAPI {
  return new WhatsAppAPI({
    token: mainToken,
    appSecret: world.upstream.app_secret,
    v: world.upstream.api_version,
    ponyfill: { fetch: platformFetch(mock.url) },
  });
}


beforeEach(async () => {
  libraryCalls = [];
  strayCalls = [];
  // Anything in this process that fetches beyond loopback fails the test, the library included.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (!isLoopback(url)) {
      strayCalls.push(url.href);
      return Promise.reject(new Error(`network call to ${url.href} outside loopback`));
    }
    return realFetch(input, init);
  });
  mock = await startUpstreamMock({ world, clock: virtualClock(now), seed: 7 });
  receiver = await startWebhookReceiver();
  await mock.control.setWebhookUrl(receiver.url);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await mock.close();
  await receiver.close();
  expect(strayCalls, 'calls outside the platform and loopback').toEqual([]);
});

const messageId = (response: ServerMessageResponse): string => {
  if (!('messages' in response)) throw new Error(`the mock refused the library's send: ${JSON.stringify(response)}`);
  return response.messages[0].id;
};

describe('whatsapp-api-js against the mock', () => {
  it('sends text, image by link, reply buttons and a template, and reads the platform ids back', async () => {
    const api = client();
    const sends: [string, Text | Image | Interactive | Template][] = [
      [openCustomer, new Text('Your table is booked for 19:30.')],
      [openCustomer, new Image('https://media.fixture.test/files/menu.jpg', false, "Tonight's menu")],
      [openCustomer, new Interactive(new ActionButtons(new Button('keep', 'Keep it'), new Button('cancel', 'Cancel')), new Body('Keep your booking?'))],
      [newCustomer, new Template('order_update', 'en_US', new BodyComponent(new BodyParameter('Ada'), new BodyParameter('A-1042')), new URLComponent('A-1042'))],
    ];
    const ids: string[] = [];
    for (const [to, message] of sends) {
      const response = await api.sendMessage(mainNumber, to, message);
      expect(response, JSON.stringify(response)).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: to }] });
      ids.push(messageId(response));
    }
    expect(ids.every((id) => id.startsWith('wamid.'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const path = `/${world.upstream.api_version}/${mainNumber}/messages`;
    expect(libraryCalls).toEqual(sends.map(() => `${PLATFORM_ORIGIN}${path}`));
    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries.map((e) => [e.method, e.path, e.response?.status])).toEqual(sends.map(() => ['POST', path, 200]));
    expect(journal.entries.map((e) => (e.body as { type?: string }).type)).toEqual(['text', 'image', 'interactive', 'template']);
    expect(journal.entries.every((e) => e.headers.authorization === '<redacted>')).toBe(true);
    expect(journal.entries[3]?.body).toMatchObject({ to: newCustomer, template: { name: 'order_update', language: { code: 'en_US' } } });
  });

  it('hands the library status webhooks it verifies and reads as statuses of the messages it sent', async () => {
    const api = client();
    const statuses: { id: string; status: string; phone: string }[] = [];
    api.on.status = ({ id, status, phone }) => {
      statuses.push({ id, status, phone });
    };
    const id = messageId(await api.sendMessage(mainNumber, openCustomer, new Text('Hello')));
    await mock.mock.drainWebhooks();
    expect(receiver.received.length).toBeGreaterThan(0);
    const platformShape = platformWebhookValidator();
    for (const { raw, headers } of receiver.received) {
      expect(platformShape(JSON.parse(raw)), JSON.stringify(platformShape.errors)).toBe(true);
      await api.post(JSON.parse(raw), raw, signatureOf(headers));
    }
    expect(statuses[0]).toEqual({ id, status: 'sent', phone: openCustomer });
  });

  it("accepts the mock's signed inbound webhook with the library's verifier and refuses a tampered one", async () => {
    const api = client();
    const inbound: { from: string; phoneID: string; text?: string }[] = [];
    api.on.message = ({ from, phoneID, message }) => {
      inbound.push({ from, phoneID, text: message.type === 'text' ? message.text.body : undefined });
    };
    const body = 'Olá 😀 — is my order ready?';
    const result = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'text', text: body } });
    expect(result.webhook).toBe('queued');
    await mock.mock.drainWebhooks();
    const delivery = receiver.received.find((d) => d.raw.includes(result.message_id));
    if (!delivery) throw new Error(`no webhook carried ${result.message_id}`);

    expect(await api.verifyRequestSignature(delivery.raw, signatureOf(delivery.headers))).toBe(true);
    expect(platformWebhookValidator()(JSON.parse(delivery.raw))).toBe(true);
    await api.post(JSON.parse(delivery.raw), delivery.raw, signatureOf(delivery.headers));
    expect(inbound).toEqual([{ from: openCustomer, phoneID: mainNumber, text: body }]);

    const tampered = delivery.raw.replace('is my order ready', 'is my order READY');
    expect(tampered).not.toBe(delivery.raw);
    expect(await api.verifyRequestSignature(tampered, signatureOf(delivery.headers))).toBe(false);
    await expect(api.post(JSON.parse(tampered), tampered, signatureOf(delivery.headers))).rejects.toBeInstanceOf(WhatsAppAPIFailedToVerifyError);
    const otherSecret = new WhatsAppAPI({ token: mainToken, appSecret: 'not-the-app-secret', v: world.upstream.api_version, ponyfill: { fetch: platformFetch(mock.url) } });
    expect(await otherSecret.verifyRequestSignature(delivery.raw, signatureOf(delivery.headers))).toBe(false);
    expect(inbound).toHaveLength(1);
  });

  it('sends a voice note the way the library builds one', async () => {
    const api = client();
    const response = await api.sendMessage(mainNumber, openCustomer, new Audio('https://media.fixture.test/files/reply.ogg', false, true));
    expect(schemaCompiler('upstream').component('SendMessageResponse')(response), JSON.stringify(response)).toBe(true);
    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries[0]?.body).toMatchObject({ type: 'audio', audio: { link: 'https://media.fixture.test/files/reply.ogg', voice: true } });
  });

  it("marks a customer's message as read through the library, from its message handler and directly", async () => {
    const api = client();
    const readReplies: Promise<ServerMarkAsReadResponse>[] = [];
    api.on.message = ({ received }) => {
      readReplies.push(received('text'));
    };
    const written = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'text', text: 'Still open?' } });
    await mock.mock.drainWebhooks();
    const delivery = receiver.received.find((d) => d.raw.includes(written.message_id));
    if (!delivery) throw new Error(`no webhook carried ${written.message_id}`);
    await api.post(JSON.parse(delivery.raw), delivery.raw, signatureOf(delivery.headers));
    expect(await Promise.all(readReplies)).toEqual([{ success: true }]);
    expect(await api.markAsRead(mainNumber, written.message_id)).toEqual({ success: true });

    const refused = await api.markAsRead(mainNumber, 'wamid.never-received');
    expect(refused).toMatchObject({ error: { code: 131009 } });
    expect(schemaCompiler('upstream').component('ErrorEnvelope')(refused)).toBe(true);
    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries.map((e) => [e.body, e.response?.status])).toEqual([
      [{ messaging_product: 'whatsapp', status: 'read', message_id: written.message_id, typing_indicator: { type: 'text' } }, 200],
      [{ messaging_product: 'whatsapp', status: 'read', message_id: written.message_id }, 200],
      [{ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.never-received' }, 400],
    ]);
  });

  it('retrieves media a customer sent by the id the webhook carried, and downloads it by the link with its token', async () => {
    const api = client();
    const mediaIds: string[] = [];
    api.on.message = ({ message }) => {
      if (message.type === 'document') mediaIds.push(message.document.id);
    };
    const written = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'document', mime_type: 'application/pdf', filename: 'receipt.pdf' } });
    await mock.mock.drainWebhooks();
    const delivery = receiver.received.find((d) => d.raw.includes(written.message_id));
    if (!delivery) throw new Error(`no webhook carried ${written.message_id}`);
    await api.post(JSON.parse(delivery.raw), delivery.raw, signatureOf(delivery.headers));
    const mediaId = mediaIds[0] ?? '';

    const media = await api.retrieveMedia(mediaId, mainNumber);
    expect(media).toMatchObject({ messaging_product: 'whatsapp', id: mediaId, mime_type: 'application/pdf' });
    if (!('url' in media)) throw new Error(`the mock refused the retrieval: ${JSON.stringify(media)}`);
    const file = await api.fetchMedia(media.url);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(String((await file.arrayBuffer()).byteLength)).toBe(media.file_size);
    expect(libraryCalls).toEqual([`${PLATFORM_ORIGIN}/${world.upstream.api_version}/${mediaId}?phone_number_id=${mainNumber}`, media.url]);
  });

  it('fails loudly when the library is sent anywhere but the platform', async () => {
    const api = client();
    await expect(api.fetchMedia('https://cdn.elsewhere.test/file.jpg')).rejects.toThrow(/only https:\/\/graph\.facebook\.com/);
    expect(strayCalls).toEqual(['https://cdn.elsewhere.test/file.jpg']);
    strayCalls = [];
  });
});
