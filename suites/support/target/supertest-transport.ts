/**
 * Drives a Node request handler through supertest. Supertest needs a listening server; we bind
 * it to loopback ourselves (supertest's own default would listen on every interface).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { HttpRequest, HttpResponse, Transport } from '../../../contracts/exchange/http-exchange.ts';

export interface ListenerTransport {
  transport: Transport;
  /** Where the loopback server listens, e.g. `http://127.0.0.1:40123`. */
  url: string;
  close(): Promise<void>;
}

function listenOnLoopback(listener: RequestListener): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export async function supertestTransport(listener: RequestListener): Promise<ListenerTransport> {
  const server = await listenOnLoopback(listener);
  const agent = request(server);
  const transport: Transport = async (req: HttpRequest): Promise<HttpResponse> => {
    const method = req.method.toLowerCase() as Method;
    let pending = agent[method](req.path);
    for (const [name, value] of Object.entries(req.headers)) pending = pending.set(name, value);
    // Bytes go as they are: superagent would otherwise serialise a Buffer sent as JSON into a JSON array of numbers.
    // (Its typing says a serialiser returns a string; node's superagent writes a Buffer just as well.)
    if (Buffer.isBuffer(req.body)) pending = pending.serialize(((bytes: Buffer) => bytes) as unknown as (body: unknown) => string);
    if (req.body !== undefined) pending = pending.send(req.body);
    const res = await pending.buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
      stream.on('error', (error) => done(error, null));
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers as Record<string, string | string[]>)) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    const body = res.body as Buffer | undefined;
    return { status: res.status, headers, text: Buffer.isBuffer(body) ? body.toString('utf8') : '' };
  };
  const address = server.address() as AddressInfo;
  return {
    transport,
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
