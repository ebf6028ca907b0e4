// The handset page in a real browser (Debian's Chromium, never a downloaded one), on an `up`
// stack on loopback. An interactive message sent through the API appears on the page; tapping
// one of its buttons reaches the developer's subscriber as a signed `message.received` carrying
// that button's id (sections 2.3, 4.3, 6). A one-time code shows on the customer's copy-code
// button and nowhere the developer's side can see it (section 2.2). The page keeps to its own
// origin. Leaves a screenshot of the page in docs/handset.png for the README.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { startStack, type RunningStack } from './stack.ts';
import { startTestSubscriber, type TestSubscriber } from './test-subscriber.ts';

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const screenshot = fileURLToPath(new URL('../../docs/handset.png', import.meta.url));

const bakery = '100000000000101';
const ada = '12025550131';
const cleo = '12025550133';
const token = 'fixture-dev-token-bakery';

let stack: RunningStack;
let subscriber: TestSubscriber;
let browser: Browser;
let page: Page;
const outside: string[] = [];
const printed: string[] = [];

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing; install Debian's package: apt-get install -y chromium`);
  subscriber = await startTestSubscriber();
  stack = await startStack({ world: bundledWorld('development'), port: 0, upstreamPort: 0, forwardTo: subscriber.url, warn: (line) => printed.push(line) });
  subscriber.secret = stack.forward?.secret;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  const origin = new URL(stack.handsetUrl).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  page = await context.newPage();
  page.on('console', (message) => printed.push(message.text()));
  await page.goto(stack.handsetUrl);
  await page.locator('#live[data-state="live"]').waitFor({ timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await subscriber?.close();
});

function send(body: unknown): Promise<Response> {
  return fetch(`${stack.gatewayUrl}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function open(waId: string): Promise<void> {
  await page.locator(`.conversation[data-key="${bakery}:${waId}"]`).click();
}

describe('the handset page', () => {
  it('shows an interactive message live, and a tap reaches the subscriber signed, with the button id', { timeout: 60_000 }, async () => {
    await open(ada);
    const sent = await send({ to: ada, type: 'interactive', interactive: { type: 'buttons', body: 'Your sourdough is ready. When will you pick it up?', footer: 'Corner Bakery', buttons: [{ id: 'pickup_now', title: 'On my way' }, { id: 'pickup_tomorrow', title: 'Tomorrow' }] } });
    expect(sent.status).toBe(200);
    const { wa_message_id: platformId } = (await sent.json()) as { wa_message_id: string };
    const bubble = page.locator(`.bubble[data-message-id="${platformId}"]`);
    await bubble.waitFor({ timeout: 10_000 });
    await expect.poll(() => bubble.locator('.body').first().innerText()).toBe('Your sourdough is ready. When will you pick it up?');

    await bubble.locator('button.reply[data-option-id="pickup_tomorrow"]').click();
    const received = await subscriber.waitFor((d) => d.event === 'message.received' && d.body.includes('pickup_tomorrow'));
    expect(received.signed).toBe(true);
    expect(JSON.parse(received.body)).toMatchObject({ event: 'message.received', phone_number_id: bakery, data: { from: ada, option_id: 'pickup_tomorrow', content: 'Tomorrow' } });
    // The customer's own tap shows on their phone too.
    await page.locator('.bubble.inbound', { hasText: 'tapped · id pickup_tomorrow' }).waitFor({ timeout: 10_000 });

    // The developer marks the message read: two blue ticks.
    await bubble.locator('button.mark-read').click();
    await bubble.locator('.meta .ticks[data-status="read"]').waitFor({ timeout: 10_000 });
  });

  it('shows a one-time code on the copy-code button only, never in an answer, event or log', { timeout: 60_000 }, async () => {
    const code = '739201';
    const sent = await send({ to: cleo, type: 'template', template_name: 'login_code', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }] });
    const answer = await sent.text();
    expect(sent.status).toBe(200);
    expect(answer).not.toContain(code);
    expect(JSON.parse(answer)).toMatchObject({ content: 'Verification code sent', redacted: true });

    await open(cleo);
    const { wa_message_id: platformId } = JSON.parse(answer) as { wa_message_id: string };
    const bubble = page.locator(`.bubble[data-message-id="${platformId}"]`);
    await bubble.waitFor({ timeout: 10_000 });
    await expect.poll(() => bubble.locator('button.copy-code').innerText()).toContain('Copy code');
    expect(await bubble.locator('.body').innerText()).toBe(`${code} is your verification code. For your security, do not share this code.`);

    const sentEvent = await subscriber.waitFor((d) => d.event === 'message.sent' && d.body.includes(platformId));
    expect(sentEvent.body).not.toContain(code);
    const records = JSON.stringify([...stack.reference.gateway.state.messages.values()]);
    expect(records).not.toContain(code);
    const history = await fetch(`${stack.gatewayUrl}/__dashboard/subscriptions/${stack.forward?.subscription.id}/deliveries`, { headers: { authorization: `Bearer ${token}` } });
    expect(await history.text()).not.toContain(code);
    expect(printed.join('\n')).not.toContain(code);
  });

  it('asks nothing of any other origin, and leaves a screenshot for the README', { timeout: 60_000 }, async () => {
    await open(ada);
    const template = await send({
      to: ada,
      type: 'template',
      template_name: 'order_ready',
      template_language: 'en_US',
      template_components: [
        { type: 'body', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'B-1042' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'B-1042' }] },
      ],
    });
    const list = await send({ to: ada, type: 'interactive', interactive: { type: 'list', body: 'Anything else for tomorrow?', button_text: 'Add to order', sections: [{ title: 'Bread', rows: [{ id: 'rye', title: 'Rye loaf', description: 'Baked at 6' }, { id: 'baguette', title: 'Baguette' }] }] } });
    expect([template.status, list.status]).toEqual([200, 200]);
    const { wa_message_id: listId } = (await list.json()) as { wa_message_id: string };
    await page.locator(`.bubble[data-message-id="${listId}"] button.list-open`).click();
    await page.locator(`.bubble[data-message-id="${listId}"] .list-row[data-option-id="rye"]`).waitFor();
    expect(outside).toEqual([]);
    mkdirSync(new URL('../../docs/', import.meta.url), { recursive: true });
    await page.screenshot({ path: screenshot });
    expect(existsSync(screenshot)).toBe(true);
  });
});
