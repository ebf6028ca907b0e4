// Section 1: `GET /api/v2/docs` is the "browsable version" of the served spec. A real browser
// (Debian's Chromium, never a downloaded one) opens the page from a reference on loopback, wired
// to the upstream platform mock, and must find both public operations rendered, the reference's
// own address as the server, and a "Try it out" send answered by that reference, with every
// request kept on the reference's origin and nothing refused by the page's Content-Security-Policy
// (decision A71). Leaves a screenshot of the page (in docs/ with HARNESS_SCREENSHOTS=1): docs/docs-page.png.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePair } from '../http/pair-kit.ts';

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The README's image is rewritten only when asked (HARNESS_SCREENSHOTS=1), so an ordinary test run
// leaves the working tree as it found it.
const screenshot = process.env.HARNESS_SCREENSHOTS === '1' ? fileURLToPath(new URL('../../../docs/docs-page.png', import.meta.url)) : join(tmpdir(), `gateway-harness-docs-page-${process.pid}.png`);

// A customer of the default world whose 24-hour window is open, and the main number's token.
const customer = '12025550101';
const token = 'fixture-token-main-0001';

// Runs before any page script, outside the page's CSP, and keeps every violation the page reports.
const recordViolations = `
  globalThis.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    globalThis.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

const pair = usePair('control-token-for-docs');
let browser: Browser;

beforeAll(async () => {
  // A missing browser fails loudly: a skip here would hide a machine that lacks the install step.
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing; install Debian's package: apt-get install -y chromium`);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  /** Every request the page made, as method and URL. */
  requested: string[];
  /** Requests to anywhere but the reference; each was aborted. */
  outside: string[];
}

async function openDocs(): Promise<Visit> {
  const origin = new URL(pair.reference.url).origin;
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const visit: Visit = { page: await context.newPage(), requested: [], outside: [] };
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    visit.requested.push(`${route.request().method()} ${url}`);
    if (new URL(url).origin === origin) return route.continue();
    visit.outside.push(url);
    return route.abort('blockedbyclient');
  });
  visit.page.on('websocket', (socket) => visit.outside.push(socket.url()));
  await visit.page.addInitScript({ content: recordViolations });
  await visit.page.goto(`${pair.reference.url}/api/v2/docs`);
  return visit;
}

/** The rendered operation whose path is `path`, once it has rendered. */
async function operation(page: Page, path: string) {
  const block = page.locator('.opblock', { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) }).first();
  await block.waitFor({ state: 'visible', timeout: 45_000 });
  return block;
}

async function keepsToItsOrigin({ page, outside }: Visit): Promise<void> {
  // Routing sees what the page asked for; what the policy stopped first shows as a violation.
  expect(outside).toEqual([]);
  expect(await page.evaluate('globalThis.__cspViolations')).toEqual([]);
}

describe('the docs page in a browser', () => {
  it('renders POST /api/v2/messages and GET /api/v2/templates from the served spec, with the reference as the server', { timeout: 180_000 }, async () => {
    const visit = await openDocs();
    const { page, requested } = visit;
    expect((await (await operation(page, '/api/v2/messages')).locator('.opblock-summary-method').innerText()).trim()).toBe('POST');
    expect((await (await operation(page, '/api/v2/templates')).locator('.opblock-summary-method').innerText()).trim()).toBe('GET');
    // The rendering came from the served document, not from something bundled with the page.
    expect(requested).toContain(`GET ${pair.reference.url}/api/v2/openapi.json`);
    // The only server on offer is the address the page came from, not the contract's placeholder.
    expect(await page.locator('.servers select option').evaluateAll((options) => options.map((o) => (o as { value: string }).value))).toEqual([pair.reference.url]);
    await keepsToItsOrigin(visit);
    await page.context().close();
  });

  it('sends a message with "Try it out" to the reference, which answers with the stored record', { timeout: 180_000 }, async () => {
    const visit = await openDocs();
    const { page, requested } = visit;
    const send = await operation(page, '/api/v2/messages');

    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input[type="text"], .modal-ux input[type="password"]').first().fill(token);
    await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();

    await send.locator('.opblock-summary').click();
    await send.locator('button.try-out__btn').click();
    await send.locator('tr[data-param-name="Idempotency-Key"] input').fill('docs-page-try-it-out-1');
    await send.locator('textarea.body-param__text').fill(JSON.stringify({ to: customer, text: 'Sent from the docs page' }, null, 2));
    await send.locator('button.execute').click();

    const answer = send.locator('.live-responses-table .response');
    await answer.first().waitFor({ timeout: 45_000 });
    expect((await answer.locator('.response-col_status').first().innerText()).trim()).toBe('200');
    const shown = JSON.parse(await answer.locator('.response-col_description pre.microlight').first().innerText()) as { content: string; status: string; wa_message_id: string };
    expect(shown).toMatchObject({ content: 'Sent from the docs page', status: 'SENT' });
    expect(requested).toContain(`POST ${pair.reference.url}/api/v2/messages`);
    // The send went through to the platform, as any API send does.
    expect(pair.upstream.mock.state.messages.has(shown.wa_message_id)).toBe(true);
    await keepsToItsOrigin(visit);

    // The top of the page: the title, this reference as the server, and the send being tried out
    // (further down, the curl line carries the token, which a stored picture must not).
    mkdirSync(dirname(screenshot), { recursive: true });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: screenshot });
    expect(existsSync(screenshot)).toBe(true);
    await page.context().close();
  });
});
