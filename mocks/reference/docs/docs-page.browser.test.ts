// Section 1: `GET /api/v2/docs` is the "browsable version" of the served spec. A real browser
// (Debian's Chromium, never a downloaded one) opens the page from a reference on loopback and
// must find both public operations rendered, with every request kept on the reference's origin
// and nothing refused by the page's Content-Security-Policy.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type RunningReference } from '../index.ts';

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Runs before any page script, outside the page's CSP, and keeps every violation the page reports.
const recordViolations = `
  globalThis.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    globalThis.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

let reference: RunningReference;
let browser: Browser;

beforeAll(async () => {
  // A missing browser fails loudly: a skip here would hide a machine that lacks the install step.
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing; install Debian's package: apt-get install -y chromium`);
  reference = await startReference();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await reference?.close();
});

interface Visit {
  page: Page;
  /** Every request the page made, by URL. */
  requested: string[];
  /** Requests to anywhere but the reference; each was aborted. */
  outside: string[];
}

async function openDocs(): Promise<Visit> {
  const origin = new URL(reference.url).origin;
  const context = await browser.newContext();
  const visit: Visit = { page: await context.newPage(), requested: [], outside: [] };
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    visit.requested.push(url);
    if (new URL(url).origin === origin) return route.continue();
    visit.outside.push(url);
    return route.abort('blockedbyclient');
  });
  visit.page.on('websocket', (socket) => visit.outside.push(socket.url()));
  await visit.page.addInitScript({ content: recordViolations });
  await visit.page.goto(`${reference.url}/api/v2/docs`);
  return visit;
}

/** The method badge of the rendered operation whose path is `path`, once it has rendered. */
async function renderedMethod(page: Page, path: string): Promise<string> {
  const summary = page.locator('.opblock-summary', { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
  await summary.first().waitFor({ state: 'visible', timeout: 20_000 });
  return (await summary.first().locator('.opblock-summary-method').innerText()).trim();
}

describe('the docs page in a browser', () => {
  it('renders POST /api/v2/messages and GET /api/v2/templates from the served spec, asking nothing off the loopback origin', { timeout: 60_000 }, async () => {
    const { page, requested, outside } = await openDocs();
    expect(await renderedMethod(page, '/api/v2/messages')).toBe('POST');
    expect(await renderedMethod(page, '/api/v2/templates')).toBe('GET');
    // The rendering came from the served document, not from something bundled with the page.
    expect(requested).toContain(`${reference.url}/api/v2/openapi.json`);
    // Routing sees what the page asked for; what the policy stopped first shows as a violation.
    expect(outside).toEqual([]);
    expect(await page.evaluate('globalThis.__cspViolations')).toEqual([]);
    await page.context().close();
  });
});
