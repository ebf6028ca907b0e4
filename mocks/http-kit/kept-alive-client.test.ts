import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createRawServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keptAliveClient } from './kept-alive-client.ts';
import { listen } from './listen.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Seen {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

async function serve(answer: (seen: Seen, res: ServerResponse) => void): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const one = { method: req.method, headers: req.headers, body, socket: req.socket };
      seen.push(one);
      answer(one, res);
    });
  });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, seen };
}

describe('kept-alive client', () => {
  it('sends the method, headers and body given, and reads the status and text of the answer', async () => {
    const { url, seen } = await serve((_, res) => res.writeHead(201, { 'content-type': 'text/plain' }).end('créé'));
    const client = keptAliveClient();
    const answer = await client.call(`${url}/hook?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sig': 'abc' }, body: '{"é":1}' });
    client.close();
    expect(answer).toEqual({ status: 201, text: 'créé' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"é":1}' });
    expect(seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'x-sig': 'abc', 'content-length': String(Buffer.byteLength('{"é":1}')) });
  });

  it('sends calls one after another on one connection', async () => {
    const { url, seen } = await serve((_, res) => res.end('ok'));
    const client = keptAliveClient();
    for (let i = 0; i < 3; i += 1) await client.call(url, { method: 'GET', headers: {} });
    client.close();
    expect(new Set(seen.map((s) => s.socket)).size).toBe(1);
  });

  it('a call after the server reset the kept connection still goes through, on a new connection', async () => {
    const { url, seen } = await serve((_, res) => res.end('ok'));
    const client = keptAliveClient();
    await client.call(url, { method: 'GET', headers: {} });
    const kept = seen[0]?.socket;
    // The server drops the idle connection without a word; the next call finds it gone.
    kept?.resetAndDestroy();
    const answer = await client.call(url, { method: 'POST', headers: {}, body: 'again' });
    client.close();
    expect(answer.status).toBe(200);
    expect(seen.at(-1)?.body).toBe('again');
    expect(seen.at(-1)?.socket).not.toBe(kept);
  });

  it('gives up a call that has no answer within its time limit', async () => {
    const { url } = await serve(() => undefined);
    const client = keptAliveClient();
    await expect(client.call(url, { method: 'GET', headers: {}, timeoutMs: 50 })).rejects.toThrow(/no answer within 50 ms/);
    client.close();
  });

  it('reads a 101 answer as its status, and does not wait for an answer after it', async () => {
    const raw = createRawServer((socket) => socket.once('data', () => socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')));
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const client = keptAliveClient();
    try {
      const answer = await client.call(`http://127.0.0.1:${(raw.address() as AddressInfo).port}/`, { method: 'POST', headers: {}, body: '{}' });
      expect(answer).toEqual({ status: 101, text: '' });
    } finally {
      client.close();
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it('fails with the connection error when nothing listens', async () => {
    const { url } = await serve((_, res) => res.end());
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const client = keptAliveClient();
    await expect(client.call(url, { method: 'GET', headers: {} })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    client.close();
  });
});
