// The delivery's one network call, against a real server on loopback: the exact bytes arrive,
// redirects are never followed, a fired signal is a timeout, and a pinned name never reaches DNS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createRawServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDelivery } from './post-delivery.ts';

let server: Server;
let port: number;
const seen: { path: string; body: Buffer; headers: IncomingMessage['headers'] }[] = [];

function answer(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
  seen.push({ path: request.url ?? '', body, headers: request.headers });
  if (request.url === '/moved') return void response.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
  if (request.url === '/hang') return;
  response.writeHead(request.url === '/fail' ? 503 : 204).end();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, options: { host?: string; signal?: AbortSignal; addresses?: { address: string; family: 4 | 6 }[] } = {}) =>
  postDelivery({
    url: new URL(`http://${options.host ?? '127.0.0.1'}:${port}${path}`),
    headers: { 'x-service-event': 'message.sent' },
    body: Buffer.from('{"text":"caf\u00e9 \ud83d\ude00"}'),
    signal: options.signal ?? new AbortController().signal,
    timeoutMs: 10_000,
    addresses: options.addresses,
  });

describe('posting one delivery attempt', () => {
  it('sends the exact body bytes and reports the status', async () => {
    seen.length = 0;
    expect(await post('/ok')).toEqual({ kind: 'answered', status: 204 });
    expect(seen[0]?.body.toString('utf8')).toBe('{"text":"caf\u00e9 \ud83d\ude00"}');
    expect(seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"text":"caf\u00e9 \ud83d\ude00"}')));
  });

  it('reports a failing status as answered', async () => {
    expect(await post('/fail')).toEqual({ kind: 'answered', status: 503 });
  });

  it('does not follow a redirect', async () => {
    seen.length = 0;
    expect(await post('/moved')).toEqual({ kind: 'answered', status: 302 });
    expect(seen.map((s) => s.path)).toEqual(['/moved']);
  });

  it('reports a fired signal as a timeout', async () => {
    const controller = new AbortController();
    const pending = post('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ kind: 'timeout', afterMs: 10_000 });
  });

  it('reports a refused connection without throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postDelivery({ url: new URL(`http://127.0.0.1:${freePort}/`), headers: {}, body: Buffer.alloc(0), signal: new AbortController().signal, timeoutMs: 1000 });
    expect(result).toEqual({ kind: 'unreachable', error: 'connection failed (ECONNREFUSED)' });
  });

  it('reports a 101 answer to the POST as answered, and a connection closed without an answer as unreachable', async () => {
    const replies = ['HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n', ''];
    const raw = createRawServer((socket: Socket) => {
      const reply = replies.shift() ?? '';
      socket.once('data', () => (reply === '' ? socket.destroy() : socket.write(reply)));
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const rawPort = (raw.address() as AddressInfo).port;
    const attempt = () => postDelivery({ url: new URL(`http://127.0.0.1:${rawPort}/`), headers: {}, body: Buffer.from('{}'), signal: new AbortController().signal, timeoutMs: 1000 });
    try {
      expect(await attempt()).toEqual({ kind: 'answered', status: 101 });
      expect(await attempt()).toMatchObject({ kind: 'unreachable' });
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it('connects a host name to the vetted address only', async () => {
    seen.length = 0;
    expect(await post('/pinned', { host: 'receiver.never-resolved.test', addresses: [{ address: '127.0.0.1', family: 4 }] })).toEqual({ kind: 'answered', status: 204 });
    expect(seen[0]?.headers.host).toBe(`receiver.never-resolved.test:${port}`);
  });
});
