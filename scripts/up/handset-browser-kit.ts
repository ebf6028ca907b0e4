/**
 * What the handset page's browser tests share: an `up` stack on loopback with a subscriber for
 * its events, and Debian's Chromium (never a downloaded one) on the handset page, every request
 * to another origin refused and recorded, and every answer of 400 or more kept.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { startStack, type RunningStack } from './stack.ts';
import { startTestSubscriber, type TestSubscriber } from './test-subscriber.ts';

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The development world's numbers, customers and the bakery's token. */
export const bakery = '100000000000101';
export const ada = '12025550131';
export const ben = '12025550132';
export const cleo = '12025550133';
export const bakeryToken = 'fixture-dev-token-bakery';

export interface HandsetBrowser {
  stack: RunningStack;
  subscriber: TestSubscriber;
  browser: Browser;
  page: Page;
  /** Requests the page made to anywhere but the stack's platform mock; each was refused. */
  outside: string[];
  /** Answers of 400 or more the page got, as `status URL`. */
  failed: string[];
  /** What the stack and the page's console printed. */
  printed: string[];
  /** A new page on the handset, with the same guards, in a context of its own. */
  openPage(options?: { javaScriptEnabled?: boolean }): Promise<Page>;
  /** `POST /api/v2/messages` with the bakery's token. */
  send(body: unknown): Promise<Response>;
  /** Opens the bakery's conversation with `waId`. */
  open(waId: string): Promise<void>;
  close(): Promise<void>;
}

export async function startHandsetBrowser(): Promise<HandsetBrowser> {
  // A missing browser fails loudly: a skip here would hide a machine that lacks the install step.
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing; install Debian's package: apt-get install -y chromium`);
  const printed: string[] = [];
  const outside: string[] = [];
  const failed: string[] = [];
  const subscriber = await startTestSubscriber();
  const stack = await startStack({ world: bundledWorld('development'), port: 0, upstreamPort: 0, forwardTo: subscriber.url, warn: (line) => printed.push(line) });
  subscriber.secret = stack.forward?.secret;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const origin = new URL(stack.handsetUrl).origin;
  const contexts: BrowserContext[] = [];

  async function openPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
    contexts.push(context);
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('console', (message) => printed.push(message.text()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(stack.handsetUrl);
    return page;
  }

  const page = await openPage();
  await page.locator('#live[data-state="live"]').waitFor({ timeout: 20_000 });
  return {
    stack,
    subscriber,
    browser,
    page,
    outside,
    failed,
    printed,
    openPage,
    send: (body) => fetch(`${stack.gatewayUrl}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${bakeryToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    open: (waId) => page.locator(`.conversation[data-key="${bakery}:${waId}"]`).click(),
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await stack.close();
      await subscriber.close();
    },
  };
}
