import { createServer, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen } from './listen.ts';
import { trackUnusedConnections } from './unused-connections.ts';

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

describe('trackUnusedConnections', () => {
  it('lets a closing server end a connection that never carried a request, which closeIdleConnections leaves open', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    const unused = trackUnusedConnections(server);
    const { port } = await listen(server, 0, '127.0.0.1');
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('connection', () => resolve()));
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    expect(socket.destroyed).toBe(false);
    unused.close();
    await closed(socket);
    await stopped;
    expect(server.listening).toBe(false);
  });

  it('leaves a connection with a request in flight to the answer', async () => {
    let answer: (() => void) | undefined;
    const server = createServer((_request, response) => {
      answer = () => response.end('done');
    });
    const unused = trackUnusedConnections(server);
    const { port } = await listen(server, 0, '127.0.0.1');
    const body = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', method: 'GET', path: '/' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    await new Promise<void>((resolve) => server.once('request', () => resolve()));
    unused.close();
    answer?.();
    expect(await body).toBe('done');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
