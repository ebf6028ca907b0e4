/**
 * Connections that have carried no request yet, so a server that is closing can end them with the
 * idle ones. Node's `closeIdleConnections` leaves a connection alone until its first request, and
 * a client that cancels a call on a kept-alive connection may open another at once and leave it
 * unused (undici's pools do, when a call past its deadline is stopped): `close()` then waits for
 * Node's header timeout to end it, a minute by default.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface UnusedConnections {
  /** Ends every connection that has not carried a request. */
  close(): void;
}

export function trackUnusedConnections(server: Server): UnusedConnections {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  return {
    close() {
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
