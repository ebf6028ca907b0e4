/**
 * Stands in for a gateway's webhook endpoint for one moment: records what the platform mock posts
 * (headers and exact body bytes) and answers 200, so a check can replay the genuine article to
 * the target, unchanged or tampered with, instead of writing the platform's format by hand.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedWebhook {
  headers: Record<string, string>;
  body: Buffer;
}

export interface WebhookCapture {
  url: string;
  captured(): readonly CapturedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookCapture(): Promise<WebhookCapture> {
  const captured: CapturedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
      captured.push({ headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    captured: () => captured,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
