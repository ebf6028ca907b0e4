// The schema-only stand-in: Prism answers from the contract and refuses what the contract refuses.
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { mainAuth, mainNumber, openCustomer, text, world } from '../send/test-kit.ts';
import { startStaticUpstream, type RunningStaticUpstream } from './prism-static.ts';

const version = world.upstream.api_version;
const accountId = world.business_accounts[0]!.id;
const validSendResponse = schemaCompiler('upstream').component('SendMessageResponse');
const validTemplatePage = schemaCompiler('upstream').component('MessageTemplatePage');
const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');

/** Where and why Prism found the request invalid, from its `sl-violations` header. */
function violationsOf(response: Response): { location: string[]; code: string | number }[] {
  const header = response.headers.get('sl-violations');
  if (header === null) return [];
  return (JSON.parse(header) as { location: string[]; code: string | number }[]).map(({ location, code }) => ({ location, code }));
}

/** Handles that show a server, socket or child process still open in this test process. */
const leakKinds = new Set(['TCPServerWrap', 'TCPSocketWrap', 'ProcessWrap']);
const openHandles = (): string[] => process.getActiveResourcesInfo().filter((kind) => leakKinds.has(kind));

let running: RunningStaticUpstream | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

const send = (url: string, body: unknown, headers: Record<string, string> = { authorization: mainAuth }) =>
  fetch(`${url}/${version}/${mainNumber}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const refusesConnections = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function settles(check: () => boolean, withinMs = 30_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

describe('static upstream through Prism', () => {
  it('answers a valid text send with a contract SendMessageResponse', async () => {
    running = await startStaticUpstream();
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await send(running.url, text(openCustomer));
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(validSendResponse(body), JSON.stringify(validSendResponse.errors)).toBe(true);
    expect(body).toMatchObject({ messaging_product: 'whatsapp', messages: [{ id: expect.stringMatching(/^wamid\./) }] });
  });

  it('answers a template listing with a contract MessageTemplatePage', async () => {
    running = await startStaticUpstream();
    const response = await fetch(`${running.url}/${version}/${accountId}/message_templates?limit=4`, { headers: { authorization: mainAuth } });
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(validTemplatePage(body), JSON.stringify(validTemplatePage.errors)).toBe(true);
  });

  it('refuses a send the contract does not allow, and one without a bearer token, naming the violations', async () => {
    running = await startStaticUpstream();
    const invalid = await send(running.url, { messaging_product: 'whatsapp', to: openCustomer, type: 'text', text: {} });
    expect(invalid.status).toBe(400);
    expect(validEnvelope(await invalid.json()), JSON.stringify(validEnvelope.errors)).toBe(true);
    expect(violationsOf(invalid)).toContainEqual({ location: ['request', 'body', 'text'], code: 'required' });

    const anonymous = await send(running.url, text(openCustomer), {});
    expect(anonymous.status).toBe(401);
    expect(validEnvelope(await anonymous.json()), JSON.stringify(validEnvelope.errors)).toBe(true);
    expect(violationsOf(anonymous)).toContainEqual({ location: ['request'], code: 401 });
  });

  it('takes the port it is given, and leaves no server, socket or process behind when closed', async () => {
    // Handles close a moment after the close callbacks run, so wait for the earlier tests' to go.
    expect(await settles(() => openHandles().length === 0), `open before: ${openHandles().join(', ')}`).toBe(true);
    const port = await freePort();
    const server = await startStaticUpstream({ port });
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect((await send(server.url, text(openCustomer))).status).toBe(200);
    await server.close();
    expect(await refusesConnections(port)).toBe(true);
    expect(await settles(() => openHandles().length === 0), `open after close: ${openHandles().join(', ')}`).toBe(true);
  });
});
