/**
 * The soak's subscriber: a loopback endpoint that misbehaves at random (answers 500, resets the
 * connection, answers slowly, or not before the gateway gives up on the attempt) and otherwise
 * takes the delivery. It keeps, per delivery id, the body it carried and whether it was taken,
 * so the soak can count the events received against the events sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FlakyOptions {
  /** Chance per attempt of each misbehaviour; whatever is left is a prompt 204. */
  fail500: number;
  reset: number;
  slow: number;
  silent: number;
  /** How slow "slow" is; well inside the gateway's attempt time limit. */
  slowMs: number;
  random: () => number;
}

export interface FlakySubscriber {
  url: string;
  /** Attempts that reached the endpoint. */
  attempts(): number;
  /** Delivery ids taken with a 2xx, each with the event it carried. */
  taken(): ReadonlyMap<string, string>;
  /** A delivery id that came with two different bodies, if any. */
  bodyMismatches(): string[];
  close(): Promise<void>;
}

export async function startFlakySubscriber(options: FlakyOptions): Promise<FlakySubscriber> {
  const bodies = new Map<string, string>();
  const taken = new Map<string, string>();
  const mismatches: string[] = [];
  let attempts = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      attempts += 1;
      const id = String(request.headers['x-service-delivery']);
      const body = Buffer.concat(chunks).toString('utf8');
      const seen = bodies.get(id);
      if (seen !== undefined && seen !== body) mismatches.push(id);
      bodies.set(id, body);
      const draw = options.random();
      let edge = options.fail500;
      if (draw < edge) return void response.writeHead(500).end();
      if (draw < (edge += options.reset)) return void request.socket.destroy();
      // Silent: the answer never comes; the gateway's attempt time limit ends it.
      if (draw < (edge += options.silent)) return;
      const take = () => {
        taken.set(id, String(request.headers['x-service-event']));
        if (!response.destroyed) response.writeHead(204).end();
      };
      if (draw < edge + options.slow) setTimeout(take, options.slowMs);
      else take();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    attempts: () => attempts,
    taken: () => taken,
    bodyMismatches: () => mismatches,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
