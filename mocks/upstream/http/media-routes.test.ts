// Media a customer sent, fetched as a gateway fetches it (section 2.2: inbound media carries a
// URL): `GET /{version}/{media_id}` answers a download link, and the link answers the file, both
// only with a token of the business account the media was sent to. Every exchange is held to the
// upstream contract.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Test } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loopbackAgent, type LoopbackAgent } from '../../http-kit/supertest-kit.ts';
import { virtualClock } from '../clock.ts';
import { startWithHandset, type RunningHandsetMock } from '../handset/start-with-handset.ts';
import { mediaLinkLifetimeMs } from '../media/media-link.ts';
import { mainAuth, mainNumber, now, openCustomer, world } from '../send/test-kit.ts';
import { contractDepartures } from './contract-kit.ts';

let mock: RunningHandsetMock;
let platform: LoopbackAgent;

beforeEach(async () => {
  mock = await startWithHandset({ world, clock: virtualClock(now), seed: 7 });
  platform = loopbackAgent(mock.url);
});
afterEach(async () => {
  await mock.close();
});

const version = world.upstream.api_version;
/** A token of another business account than the main number's. */
const otherAccountAuth = 'Bearer fixture-token-shared-0003';

type CustomerMedia = { type: 'image' | 'video' | 'document' | 'audio'; mime_type: string; filename?: string; voice?: boolean; duration_ms?: number };

/** What the platform's webhook told the gateway about the customer's latest message: its media id and hash. */
function latestInboundMedia(): { id: string; mime_type: string; sha256: string } {
  const message = mock.mock.state.customers.get(openCustomer)?.inbound.at(-1)?.message as Record<string, unknown> | undefined;
  return message?.[String(message.type)] as { id: string; mime_type: string; sha256: string };
}

async function customerSends(media: CustomerMedia): Promise<{ id: string; mime_type: string; sha256: string }> {
  await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: media });
  return latestInboundMedia();
}

/** A file's body as bytes, whatever its type; the platform's error envelope as JSON. */
function bytes(received: unknown, done: (error: Error | null, body: unknown) => void): void {
  // In Node, supertest hands a parser the response stream itself.
  const response = received as IncomingMessage;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    const body = Buffer.concat(chunks);
    done(null, String(response.headers['content-type']).startsWith('application/json') ? (JSON.parse(body.toString('utf8')) as unknown) : body);
  });
}

/** `auth` null sends no Authorization header. */
const retrieve = (mediaId: string, auth: string | null = mainAuth, query = ''): Test => {
  const call = platform.get(`/${version}/${mediaId}${query}`);
  return auth === null ? call : call.set('authorization', auth);
};

const download = (url: string, auth: string | null = mainAuth): Test => {
  const { pathname, search } = new URL(url);
  const call = platform.get(`${pathname}${search}`).buffer(true).parse(bytes);
  return auth === null ? call : call.set('authorization', auth);
};

const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('base64');

describe('media a customer sent', () => {
  it.each<[string, CustomerMedia]>([
    ['a photo', { type: 'image', mime_type: 'image/jpeg' }],
    ['a document', { type: 'document', mime_type: 'application/pdf', filename: 'invoice-7F.pdf' }],
    ['an audio file', { type: 'audio', mime_type: 'audio/mpeg' }],
    ['a voice note', { type: 'audio', mime_type: 'audio/ogg; codecs=opus', voice: true, duration_ms: 4217 }],
    ['a video', { type: 'video', mime_type: 'video/mp4' }],
  ])('turns the media id of %s into a link that downloads its bytes under its MIME type', async (_what, media) => {
    const sent = await customerSends(media);
    const retrieved = await retrieve(sent.id).expect(200).expect('content-type', /^application\/json/);
    expect(contractDepartures(retrieved)).toEqual([]);
    const body = retrieved.body as { messaging_product: string; url: string; mime_type: string; sha256: string; file_size: string; id: string };
    expect(body).toMatchObject({ messaging_product: 'whatsapp', id: sent.id, mime_type: media.mime_type, sha256: sent.sha256 });
    expect(new URL(body.url).origin).toBe(mock.url);

    const file = await download(body.url).expect(200).expect('content-type', media.mime_type);
    expect(contractDepartures(file)).toEqual([]);
    const content = file.body as Buffer;
    expect(content.length).toBeGreaterThan(0);
    expect(body.file_size).toBe(String(content.length));
    expect(sha256(content), 'the hash the webhook and the retrieval carry is the hash of the bytes').toBe(sent.sha256);
  });

  it('serves media a customer sent from the handset page the same way', async () => {
    await loopbackAgent(mock.url).post(`/__handset/api/customers/${openCustomer}/messages`).send({ phone_number_id: mainNumber, message: { type: 'image', mime_type: 'image/png', caption: 'the parcel' } }).expect(200);
    const sent = latestInboundMedia();
    const retrieved = await retrieve(sent.id).expect(200);
    await download((retrieved.body as { url: string }).url).expect(200).expect('content-type', 'image/png');
  });

  it('checks the media belongs to the number given as phone_number_id', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    await retrieve(sent.id, mainAuth, `?phone_number_id=${mainNumber}`).expect(200);
    const other = await retrieve(sent.id, mainAuth, '?phone_number_id=100000000000002').expect(400);
    expect(other.body).toMatchObject({ error: { code: 100, error_subcode: 33, type: 'GraphMethodException' } });
  });
});

describe('who may fetch media', () => {
  it('refuses a retrieval and a download without a token (104) or with one the platform never issued (190)', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    const link = ((await retrieve(sent.id).expect(200)).body as { url: string }).url;
    for (const response of [await retrieve(sent.id, null), await download(link, null)]) {
      expect([response.status, (response.body as { error: { code: number } }).error.code]).toEqual([401, 104]);
      expect(contractDepartures(response)).toEqual([]);
    }
    for (const response of [await retrieve(sent.id, 'Bearer never-issued'), await download(link, 'Bearer never-issued')]) {
      expect([response.status, (response.body as { error: { code: number } }).error.code]).toEqual([401, 190]);
    }
  });

  it('answers an unknown media id, and media of another business account, as an object it cannot show (100, subcode 33)', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    for (const response of [await retrieve('987654321098765'), await retrieve(sent.id, otherAccountAuth)]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 100, error_subcode: 33 } });
      expect(contractDepartures(response)).toEqual([]);
    }
  });

  it('refuses a download by a token of another business account with the permission error 200', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    const link = ((await retrieve(sent.id).expect(200)).body as { url: string }).url;
    const refused = await download(link, otherAccountAuth).expect(403);
    expect(refused.body).toMatchObject({ error: { code: 200 } });
  });
});

describe('download links', () => {
  it('answers a link the platform did not make 404 with 803', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    const link = new URL(((await retrieve(sent.id).expect(200)).body as { url: string }).url);
    link.searchParams.set('mid', '987654321098765');
    const altered = await download(link.href).expect(404);
    expect(altered.body).toMatchObject({ error: { code: 803 } });
    expect(contractDepartures(altered)).toEqual([]);
    await download(`${mock.url}/whatsapp_business/attachments?mid=${sent.id}&ext=9999999999&hash=made-up`).expect(404);
  });

  it('lapses five minutes after the retrieval; a new retrieval gives a link that works', async () => {
    const sent = await customerSends({ type: 'image', mime_type: 'image/jpeg' });
    const link = ((await retrieve(sent.id).expect(200)).body as { url: string }).url;
    mock.mock.clock.advance(mediaLinkLifetimeMs - 1000);
    await download(link).expect(200);
    mock.mock.clock.advance(1000);
    const lapsed = await download(link).expect(404);
    expect((lapsed.body as { error: { error_data?: { details?: string } } }).error.error_data?.details).toMatch(/lapsed/);
    const fresh = ((await retrieve(sent.id).expect(200)).body as { url: string }).url;
    await download(fresh).expect(200);
  });
});
