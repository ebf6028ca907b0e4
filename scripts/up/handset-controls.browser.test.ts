// The handset page's own controls in a real browser (Debian's Chromium), on an `up` stack on
// loopback: conversations named by their business number, so a customer who wrote to three
// numbers shows as three told-apart conversations; only the status moves the platform makes, in
// its order (section 3.1: PLAYED is a voice note's; FAILED is final), with failure reasons read
// in full; the BOT button explained and sent as the customer's text (section 1, item 2: it resumes
// the AI agent); the state drawn before any script runs; and an icon of its own, no 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ada, bakery, startHandsetBrowser, type HandsetBrowser } from './handset-browser-kit.ts';

let kit: HandsetBrowser;

beforeAll(async () => {
  kit = await startHandsetBrowser();
}, 180_000);

afterAll(async () => {
  await kit?.close();
});

/** Sends through the gateway and finds the bubble of the platform message on the page. */
async function sentBubble(body: unknown) {
  const sent = await kit.send(body);
  expect(sent.status).toBe(200);
  const { wa_message_id: platformId } = (await sent.json()) as { wa_message_id: string };
  const bubble = kit.page.locator(`.bubble[data-message-id="${platformId}"]`);
  await bubble.waitFor({ timeout: 45_000 });
  return bubble;
}

/** The status moves a bubble offers, by name, and whether it can still be failed. */
async function offered(bubble: ReturnType<typeof kit.page.locator>): Promise<{ moves: string[]; canFail: boolean }> {
  const moves = await bubble.locator('button.mark:not(.mark-failed)').evaluateAll((buttons) => buttons.map((b) => b.className.replace(/^.*mark-/, '')));
  return { moves, canFail: (await bubble.locator('select.fail-reason').count()) === 1 };
}

// Run in the page (as source text: the project's type library has no DOM).
/** Whether the select `selector` finds is at least as wide as the text of its widest option, in its own font. */
const selectFitsItsOptions = (selector: string): string => `(() => {
  const select = document.querySelector(${JSON.stringify(selector)});
  const probe = document.createElement('span');
  probe.style.font = getComputedStyle(select).font;
  probe.style.whiteSpace = 'nowrap';
  probe.style.position = 'absolute';
  document.body.append(probe);
  const widest = Math.max(...[...select.options].map((option) => {
    probe.textContent = option.text;
    return probe.getBoundingClientRect().width;
  }));
  probe.remove();
  return select.getBoundingClientRect().width >= widest;
})()`;

/** Fetches the page's icon as the browser would, answering with its status and content type. */
const fetchIcon = `(async () => {
  const answer = await fetch(document.querySelector('link[rel="icon"]')?.href ?? 'no-icon');
  return answer.status + ' ' + answer.headers.get('content-type');
})()`;

/** Each business number's heading on the page, with the customers listed under it. */
function groups(page: typeof kit.page): Promise<{ number: string; business: string; customers: string[] }[]> {
  return page.locator('.number-group').evaluateAll((sections) =>
    sections.map((section) => ({
      number: section.querySelector('.number-display')?.textContent ?? '',
      business: section.querySelector('.number-business')?.textContent ?? '',
      customers: [...section.querySelectorAll('.conversation')].map((c) => c.getAttribute('data-key') ?? ''),
    })),
  );
}

describe('the handset page', () => {
  it('lists conversations under the business number they are with, so one customer on three numbers is told apart', { timeout: 180_000 }, async () => {
    const shown = await groups(kit.page);
    expect(shown.map(({ number, business }) => [number, business])).toEqual([
      ['+1 202-555-0120', 'Corner Bakery'],
      ['+1 202-555-0121', 'Corner Bakery Outlets'],
      ['+1 202-555-0122', 'Corner Bakery Outlets'],
    ]);
    for (const group of shown) expect(group.customers.filter((key) => key.endsWith(`:${ada}`))).toHaveLength(1);
    // Each entry says it in its title too, for a reader that sees one entry at a time.
    expect(await kit.page.locator(`.conversation[data-key="100000000000102:${ada}"]`).getAttribute('title')).toBe('Ada Baker with Corner Bakery Outlets +1 202-555-0121');
  });

  it('offers only the moves the platform makes, and none after a failure, whose reason reads in full', { timeout: 180_000 }, async () => {
    await kit.open(ada);
    const text = await sentBubble({ to: ada, text: 'Your loaf is in the oven.' });
    expect(await offered(text)).toEqual({ moves: ['delivered', 'read'], canFail: true });

    // The select is as wide as its longest reason, so no reason is cut off.
    const fits = await kit.page.evaluate(selectFitsItsOptions(`.bubble[data-message-id="${await text.getAttribute('data-message-id')}"] select.fail-reason`));
    expect(fits).toBe(true);

    await text.locator('select.fail-reason').selectOption('131047');
    await text.locator('button.mark-failed').click();
    await text.locator('.meta .ticks[data-status="failed"]').waitFor({ timeout: 45_000 });
    expect(await text.locator('.failure').innerText()).toMatch(/^Re-engagement message \(131047\)/);
    expect(await offered(text)).toEqual({ moves: [], canFail: false });

    // A voice note can be played; once delivered it can no longer fail.
    const voice = await sentBubble({ to: ada, type: 'audio', media_url: 'https://media.example.com/voice-note.ogg' });
    expect(await offered(voice)).toEqual({ moves: ['delivered', 'read', 'played'], canFail: true });
    await voice.locator('button.mark-delivered').click();
    await voice.locator('.meta .ticks[data-status="delivered"]').waitFor({ timeout: 45_000 });
    expect(await offered(voice)).toEqual({ moves: ['read', 'played'], canFail: false });
  });

  it('says what BOT does, and sends it as the customer\'s text', { timeout: 180_000 }, async () => {
    await kit.open(ada);
    const bot = kit.page.locator('button.compose-bot');
    const hint = kit.page.locator(`#${await bot.getAttribute('aria-describedby')}`);
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.innerText()).toMatch(/BOT writes the word BOT as the customer\..*resumes it at once/);
    await bot.click();
    const received = await kit.subscriber.waitFor((d) => d.event === 'message.received' && JSON.parse(d.body).data?.content === 'BOT');
    expect(JSON.parse(received.body)).toMatchObject({ phone_number_id: bakery, data: { from: ada } });
    await kit.page.locator('.bubble.inbound .body', { hasText: /^BOT$/ }).last().waitFor({ timeout: 45_000 });
  });

  it('draws the conversations in its first paint, before any script has run', { timeout: 180_000 }, async () => {
    const still = await kit.openPage({ javaScriptEnabled: false });
    expect((await groups(still)).map((g) => g.number)).toEqual(['+1 202-555-0120', '+1 202-555-0121', '+1 202-555-0122']);
    expect(await still.locator('.chat-title').count()).toBe(1);
    expect(await still.locator('.thread .bubble').count()).toBeGreaterThan(0);
    expect(await still.locator('body').innerText()).not.toMatch(/connecting/i);
  });

  it('has an icon of its own, and nothing it asked for failed or left its origin', { timeout: 180_000 }, async () => {
    const icon = await kit.page.evaluate(fetchIcon);
    expect(icon).toBe('200 image/svg+xml');
    expect(kit.failed).toEqual([]);
    expect(kit.outside).toEqual([]);
  });
});
