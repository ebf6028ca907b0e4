/**
 * Listeners on this machine's loopback that no delivery may reach (section 6, rule 4): each
 * counts every TCP connection it accepts, whatever would have come over it (a TLS handshake, a
 * request), and closes it at once, so an attempt that got there ends promptly as failed. A check
 * points a subscription's host name at them and expects the count to stay where it was.
 */
import { createServer, type Server } from 'node:net';

export interface ConnectionTrap {
  /** Port on 127.0.0.1. */
  ipv4Port: number;
  /** Port on ::1; undefined on a machine without IPv6 loopback. */
  ipv6Port: number | undefined;
  /** Connections accepted so far, on either address. */
  connections(): number;
  close(): Promise<void>;
}

function listen(server: Server, host: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(0, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : undefined);
    });
  });
}

export async function startConnectionTrap(): Promise<ConnectionTrap> {
  let count = 0;
  const servers = [0, 1].map(() =>
    createServer((socket) => {
      count += 1;
      socket.destroy();
    }),
  );
  const [v4, v6] = servers as [Server, Server];
  const ipv4Port = await listen(v4, '127.0.0.1');
  if (ipv4Port === undefined) throw new Error('the connection trap could not listen on 127.0.0.1');
  const ipv6Port = await listen(v6, '::1');
  return {
    ipv4Port,
    ipv6Port,
    connections: () => count,
    async close() {
      await Promise.all(servers.filter((s) => s.listening).map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
