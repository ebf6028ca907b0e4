/**
 * A subscriber endpoint for the stack's tests: keeps every delivery with its raw body, and checks
 * its signature with the subscriber's verifier (section 5, item 7).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from '../../suites/support/signatures/verify-delivery.ts';

export interface Delivery {
  event: string;
  deliveryId: string;
  body: string;
  signed: boolean;
}

export interface TestSubscriber {
  url: string;
  deliveries: Delivery[];
  /** Resolves with the first delivery that matches, waiting up to `timeoutMs`. */
  waitFor(match: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>;
  /** The secret to check signatures with, once the subscription has been made. */
  secret: string | undefined;
  close(): Promise<void>;
}

export function signatureValid(secret: string, timestamp: string, body: string, header: string): boolean {
  return verifyDelivery({ signature: header, timestamp, body: Buffer.from(body, 'utf8') }, secret).valid;
}

export async function startTestSubscriber(): Promise<TestSubscriber> {
  const subscriber: TestSubscriber = {
    url: '',
    deliveries: [],
    secret: undefined,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = subscriber.deliveries.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no matching delivery in ${timeoutMs} ms; got ${subscriber.deliveries.map((d) => d.event).join(', ') || 'none'}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(request.headers[name] ?? '');
      subscriber.deliveries.push({
        event: header('x-service-event'),
        deliveryId: header('x-service-delivery'),
        body,
        signed: subscriber.secret !== undefined && signatureValid(subscriber.secret, header('x-service-timestamp'), body, header('x-service-signature')),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  subscriber.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return subscriber;
}
