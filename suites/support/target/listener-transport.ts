/**
 * Drives a Node request handler: the handler's server listens on 127.0.0.1 on a port the system
 * picks (for checks that write raw bytes to `url`), and each request of the transport goes to
 * the same server with node:http on kept-alive connections held in memory (memory-connection.ts),
 * so a property's hundreds of calls neither open connections nor cross the kernel's loopback. The
 * bytes are the caller's: no header is added but Host, Connection and the body's Content-Length,
 * and the path is read as a URL, as `fetch` reads it in url mode (a space in a query goes as `%20`).
 */
import { Agent, createServer, request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { HttpRequest, HttpResponse, Transport } from '../../../contracts/exchange/http-exchange.ts';
import { memoryConnection } from './memory-connection.ts';

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

function headersOf(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export async function listenerTransport(listener: RequestListener): Promise<ListenerTransport> {
  const server = await listenOnLoopback(listener);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  // Each new connection of the agent is one end of a connection in memory; the server takes the
  // other end as it takes a client's socket. An idle one stays open until the server or close()
  // ends it: no timer closes it from either side.
  const agent = new Agent({ keepAlive: true });
  agent.createConnection = () => {
    const { client, server: accepted } = memoryConnection(port);
    server.emit('connection', accepted);
    return client as Socket;
  };
  const transport: Transport = (req: HttpRequest) =>
    new Promise<HttpResponse>((resolve, reject) => {
      const body = req.body === undefined ? undefined : typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : req.body;
      const headers: Record<string, string> = { ...req.headers };
      const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
      if (body !== undefined && !named.has('content-length') && !named.has('transfer-encoding')) headers['content-length'] = String(body.length);
      const url = new URL(req.path, origin);
      const outgoing = request({ host: '127.0.0.1', port, method: req.method.toUpperCase(), path: `${url.pathname}${url.search}`, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: headersOf(response), text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    transport,
    url: origin,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
