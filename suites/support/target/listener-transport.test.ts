import { afterEach, describe, expect, it } from 'vitest';
import { listenerTransport, type ListenerTransport } from './listener-transport.ts';

const open: ListenerTransport[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

describe('in-process transport over connections in memory', () => {
  it('keeps one connection for calls one after another, and the handler sees the bytes sent', async () => {
    const connections = new Set<unknown>();
    const seen: { url: string | undefined; headers: Record<string, unknown>; body: string }[] = [];
    const transport = await listenerTransport((req, res) => {
      connections.add(req.socket);
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ url: req.url, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'text/plain', 'x-twice': ['a', 'b'] }).end('é');
      });
    });
    open.push(transport);
    const first = await transport.transport({ method: 'post', path: '/api/v2/messages?q=a b', headers: { authorization: 'Bearer t' }, body: '{"é":1}' });
    await transport.transport({ method: 'GET', path: '/x', headers: {} });
    expect(first).toEqual({ status: 200, headers: expect.objectContaining({ 'content-type': 'text/plain', 'x-twice': 'a, b' }) as unknown, text: 'é' });
    expect(seen[0]).toMatchObject({ url: '/api/v2/messages?q=a%20b', body: '{"é":1}', headers: { authorization: 'Bearer t', 'content-length': '8', host: new URL(transport.url).host } });
    expect(connections.size).toBe(1);
  });

  it('opens a new connection after the handler closed one', async () => {
    const connections = new Set<unknown>();
    const transport = await listenerTransport((req, res) => {
      connections.add(req.socket);
      res.setHeader('connection', 'close');
      res.end('bye');
    });
    open.push(transport);
    expect((await transport.transport({ method: 'GET', path: '/', headers: {} })).text).toBe('bye');
    expect((await transport.transport({ method: 'GET', path: '/', headers: {} })).text).toBe('bye');
    expect(connections.size).toBe(2);
  });

  it('fails the call when the handler destroys the connection without an answer', async () => {
    const transport = await listenerTransport((req) => req.socket.destroy());
    open.push(transport);
    await expect(transport.transport({ method: 'GET', path: '/', headers: {} })).rejects.toThrow(/socket hang up/);
  });

  it('still listens on loopback for bytes written to its URL', async () => {
    const transport = await listenerTransport((_, res) => res.end('wire'));
    open.push(transport);
    expect(await (await fetch(transport.url)).text()).toBe('wire');
  });
});
