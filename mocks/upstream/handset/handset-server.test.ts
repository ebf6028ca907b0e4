// The handset page's server side, on a real mock on loopback: the page and its files under a
// same-origin policy, the conversations as JSON, live updates over server-sent events, and the
// customer's and developer's actions going through the mock's own control API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { startWithHandset, type RunningHandsetMock } from './start-with-handset.ts';
import type { ConversationView } from './handset-views.ts';

let mock: RunningHandsetMock;
const world = bundledWorld('development');
const ada = '12025550131';
const bakery = '100000000000101';

beforeAll(async () => {
  mock = await startWithHandset({ world: { ...world, clock: { start: new Date().toISOString() } }, port: 0 });
});
afterAll(async () => {
  await mock?.close();
});

const api = (path: string, init?: RequestInit) => fetch(`${mock.handsetUrl}${path}`, init);
const post = (path: string, body: unknown) => api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function sendText(text: string): Promise<string> {
  const response = await fetch(`${mock.baseUrl}/${bakery}/messages`, {
    method: 'POST',
    headers: { authorization: 'Bearer fixture-dev-token-bakery', 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: ada, type: 'text', text: { body: text } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: { id: string }[] }).messages[0]!.id;
}

async function conversation(key: string): Promise<ConversationView | undefined> {
  const state = (await (await api('api/conversations')).json()) as { conversations: ConversationView[] };
  return state.conversations.find((c) => c.key === key);
}

/** Reads the event stream until `until` holds for an event's data, or fails after a while. */
async function nextEvent(response: Response, until: (name: string, data: unknown) => boolean): Promise<unknown> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      if (name && data && until(name, JSON.parse(data))) {
        await reader.cancel();
        return JSON.parse(data);
      }
    }
  }
  await reader.cancel();
  throw new Error('the awaited event did not come');
}

describe('the handset page and its files', () => {
  it('serves the page with a same-origin content security policy', async () => {
    const page = await api('');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('assets/handset.js');
  });

  it('serves the page with the conversations drawn in and carried as JSON, so it starts without asking again', async () => {
    const html = await (await api('')).text();
    const { conversations } = (await (await api('api/conversations')).json()) as { conversations: ConversationView[] };
    const block = /<script type="application\/json" id="handset-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ conversations, failure_reasons: expect.arrayContaining([expect.objectContaining({ code: 131026, title: 'Message undeliverable' })]) });
    expect(html).toContain(`data-key="${bakery}:${ada}"`);
    expect(html).toContain('<span class="number-display">+1 202-555-0120</span>');
  });

  it('serves its own scripts, stylesheet and icon, and nothing else under assets', async () => {
    for (const name of ['handset.js', 'render.js', 'status-moves.js', 'actions.js', 'handset.css']) expect((await api(`assets/${name}`)).status).toBe(200);
    const icon = await api('assets/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg[\s>][\s\S]*<\/svg>\s*$/);
    expect(await (await api('')).text()).toContain('<link rel="icon" type="image/svg+xml" href="assets/favicon.svg">');
    expect((await api('assets/page-files.js')).status).toBe(404);
    expect((await api('assets/../handset-routes.ts')).status).toBe(404);
  });

  it('redirects the bare prefix to the page and leaves the platform routes alone', async () => {
    const bare = await fetch(`${mock.url}/__handset`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/__handset/');
    const unauthorised = await fetch(`${mock.baseUrl}/${bakery}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unauthorised.status).toBe(401);
  });
});

describe('conversations', () => {
  it('starts from the world: each customer who wrote in, with what they wrote', async () => {
    const seeded = await conversation(`${bakery}:${ada}`);
    expect(seeded).toMatchObject({ businessName: 'Corner Bakery', displayPhoneNumber: '+1 202-555-0120', profileName: 'Ada Baker' });
    expect(seeded?.bubbles[0]).toMatchObject({ direction: 'inbound', content: { kind: 'text', text: 'Hi! Do you have sourdough today?' } });
  });

  it('shows a message the platform accepted, with its ticks', async () => {
    const id = await sendText('Yes, fresh at 8.');
    const bubble = (await conversation(`${bakery}:${ada}`))?.bubbles.at(-1);
    expect(bubble).toMatchObject({ direction: 'outbound', id, status: 'sent', content: { kind: 'text', text: 'Yes, fresh at 8.' } });
  });

  it('streams each change as it happens', async () => {
    const stream = await api('api/events');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const written = post(`api/customers/${ada}/messages`, { phone_number_id: bakery, message: { type: 'text', text: 'On my way' } });
    const event = (await nextEvent(stream, (name, data) => name === 'conversation' && JSON.stringify(data).includes('On my way'))) as ConversationView;
    expect((await written).status).toBe(200);
    expect(event.bubbles.at(-1)).toMatchObject({ direction: 'inbound', content: { kind: 'text', text: 'On my way' } });
  });
});

describe('actions', () => {
  it('lets the customer tap a reply button, as the platform reports it', async () => {
    await sendText('Pick one');
    const tapped = await post(`api/customers/${ada}/messages`, { phone_number_id: bakery, message: { type: 'interactive', reply: { kind: 'button_reply', id: 'pick_rye', title: 'Rye' } } });
    expect(tapped.status).toBe(200);
    const [inbound] = mock.mock.state.customers.get(ada)!.inbound.slice(-1);
    expect(inbound?.message).toMatchObject({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'pick_rye', title: 'Rye' } } });
    expect((await conversation(`${bakery}:${ada}`))?.bubbles.at(-1)).toMatchObject({ content: { kind: 'tap', id: 'pick_rye', title: 'Rye' } });
  });

  it('moves a message to delivered, read and failed, with the platform reason', async () => {
    const id = await sendText('Your order');
    expect((await post(`api/messages/${encodeURIComponent(id)}/status`, { status: 'delivered' })).status).toBe(200);
    expect((await post(`api/messages/${encodeURIComponent(id)}/status`, { status: 'read' })).status).toBe(200);
    // A late "delivered" never takes the read ticks away.
    expect((await post(`api/messages/${encodeURIComponent(id)}/status`, { status: 'delivered' })).status).toBe(200);
    expect((await conversation(`${bakery}:${ada}`))?.bubbles.find((b) => b.id === id)).toMatchObject({ status: 'read' });
    expect((await post(`api/messages/${encodeURIComponent(id)}/status`, { status: 'failed', error: { code: 131026 } })).status).toBe(200);
    expect((await conversation(`${bakery}:${ada}`))?.bubbles.find((b) => b.id === id)).toMatchObject({ status: 'failed', failure: expect.stringMatching(/^Message undeliverable \(131026\)/) });
  });

  it('passes on the control API\'s refusals and takes JSON only', async () => {
    const refused = await post(`api/customers/${ada}/messages`, { phone_number_id: bakery, message: { type: 'text' } });
    expect(refused.status).toBe(400);
    const form = await api(`api/customers/${ada}/messages`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    expect(form.status).toBe(415);
    expect((await post('api/messages/wamid.none/status', { status: 'read' })).status).toBe(404);
    expect((await api('api/nothing')).status).toBe(404);
  });
});
