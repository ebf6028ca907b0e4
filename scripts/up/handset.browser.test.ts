// The handset page in a real browser (Debian's Chromium, never a downloaded one), on an `up`
// stack on loopback. An interactive message sent through the API appears on the page; tapping
// one of its buttons reaches the developer's subscriber as a signed `message.received` carrying
// that button's id (sections 2.3, 4.3, 6). A one-time code shows on the customer's copy-code
// button and nowhere the developer's side can see it (section 2.2). The page keeps to its own
// origin. Leaves a screenshot of the page (in docs/ with HARNESS_SCREENSHOTS=1): docs/handset.png for the README.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ada, bakery, bakeryToken, cleo, startHandsetBrowser, type HandsetBrowser } from './handset-browser-kit.ts';

// The README's image is rewritten only when asked (HARNESS_SCREENSHOTS=1), so an ordinary test run
// leaves the working tree as it found it.
const screenshot = process.env.HARNESS_SCREENSHOTS === '1' ? fileURLToPath(new URL('../../docs/handset.png', import.meta.url)) : join(tmpdir(), `gateway-harness-handset-${process.pid}.png`);

let kit: HandsetBrowser;

beforeAll(async () => {
  kit = await startHandsetBrowser();
}, 180_000);

afterAll(async () => {
  await kit?.close();
});

describe('the handset page', () => {
  it('shows an interactive message live, and a tap reaches the subscriber signed, with the button id', { timeout: 180_000 }, async () => {
    await kit.open(ada);
    const sent = await kit.send({ to: ada, type: 'interactive', interactive: { type: 'buttons', body: 'Your sourdough is ready. When will you pick it up?', footer: 'Corner Bakery', buttons: [{ id: 'pickup_now', title: 'On my way' }, { id: 'pickup_tomorrow', title: 'Tomorrow' }] } });
    expect(sent.status).toBe(200);
    const { wa_message_id: platformId } = (await sent.json()) as { wa_message_id: string };
    const bubble = kit.page.locator(`.bubble[data-message-id="${platformId}"]`);
    await bubble.waitFor({ timeout: 45_000 });
    await expect.poll(() => bubble.locator('.body').first().innerText()).toBe('Your sourdough is ready. When will you pick it up?');

    await bubble.locator('button.reply[data-option-id="pickup_tomorrow"]').click();
    const received = await kit.subscriber.waitFor((d) => d.event === 'message.received' && d.body.includes('pickup_tomorrow'));
    expect(received.signed).toBe(true);
    expect(JSON.parse(received.body)).toMatchObject({ event: 'message.received', phone_number_id: bakery, data: { from: ada, option_id: 'pickup_tomorrow', content: 'Tomorrow' } });
    // The customer's own tap shows on their phone too.
    await kit.page.locator('.bubble.inbound', { hasText: 'tapped · id pickup_tomorrow' }).waitFor({ timeout: 45_000 });

    // The developer marks the message read: two blue ticks.
    await bubble.locator('button.mark-read').click();
    await bubble.locator('.meta .ticks[data-status="read"]').waitFor({ timeout: 45_000 });
  });

  it('shows a one-time code on the copy-code button only, never in an answer, event or log', { timeout: 180_000 }, async () => {
    const code = '739201';
    const sent = await kit.send({ to: cleo, type: 'template', template_name: 'login_code', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }] });
    const answer = await sent.text();
    expect(sent.status).toBe(200);
    expect(answer).not.toContain(code);
    expect(JSON.parse(answer)).toMatchObject({ content: 'Verification code sent', redacted: true });

    await kit.open(cleo);
    const { wa_message_id: platformId } = JSON.parse(answer) as { wa_message_id: string };
    const bubble = kit.page.locator(`.bubble[data-message-id="${platformId}"]`);
    await bubble.waitFor({ timeout: 45_000 });
    await expect.poll(() => bubble.locator('button.copy-code').innerText()).toContain('Copy code');
    expect(await bubble.locator('.body').innerText()).toBe(`${code} is your verification code. For your security, do not share this code.`);

    const sentEvent = await kit.subscriber.waitFor((d) => d.event === 'message.sent' && d.body.includes(platformId));
    expect(sentEvent.body).not.toContain(code);
    const records = JSON.stringify([...kit.stack.reference.gateway.state.messages.values()]);
    expect(records).not.toContain(code);
    const history = await fetch(`${kit.stack.gatewayUrl}/__dashboard/subscriptions/${kit.stack.forward?.subscription.id}/deliveries`, { headers: { authorization: `Bearer ${bakeryToken}` } });
    expect(await history.text()).not.toContain(code);
    expect(kit.printed.join('\n')).not.toContain(code);
  });

  it('asks nothing of any other origin, and leaves a screenshot for the README', { timeout: 180_000 }, async () => {
    await kit.open(ada);
    const template = await kit.send({
      to: ada,
      type: 'template',
      template_name: 'order_ready',
      template_language: 'en_US',
      template_components: [
        { type: 'body', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'B-1042' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'B-1042' }] },
      ],
    });
    const list = await kit.send({ to: ada, type: 'interactive', interactive: { type: 'list', body: 'Anything else for tomorrow?', button_text: 'Add to order', sections: [{ title: 'Bread', rows: [{ id: 'rye', title: 'Rye loaf', description: 'Baked at 6' }, { id: 'baguette', title: 'Baguette' }] }] } });
    expect([template.status, list.status]).toEqual([200, 200]);
    const { wa_message_id: listId } = (await list.json()) as { wa_message_id: string };
    await kit.page.locator(`.bubble[data-message-id="${listId}"] button.list-open`).click();
    await kit.page.locator(`.bubble[data-message-id="${listId}"] .list-row[data-option-id="rye"]`).waitFor();
    expect(kit.outside).toEqual([]);
    mkdirSync(dirname(screenshot), { recursive: true });
    await kit.page.screenshot({ path: screenshot });
    expect(existsSync(screenshot)).toBe(true);
  });
});
