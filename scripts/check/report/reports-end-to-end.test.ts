// `gateway-harness check --report DIR` against a build that breaks one rule: the bundled reference
// behind a proxy that drops `Idempotency-Replayed` from the public API's answers (section 3.3).
// The proxy also withholds the `clock` capability on the control plane, so one check cannot run
// and the property notes a soft finding. The run must exit 1 and all three reports must carry the
// failures with section, expected and actual, the property's seed and a curl to the proxy's URL,
// the check not run with its capability, the warning, and no secret.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlPrefix, startReference, type RunningReference } from '../../../mocks/reference/index.ts';
import { alteringProxy, runCheck, type Alteration, type CheckRun } from './end-to-end-run.ts';
import type { ReportDocument } from './report-document.ts';

const controlToken = 'control-token-that-must-not-leak';

/** What the proxy changes: the replay header of public answers, and `clock` from the capabilities. */
const altered: Alteration = ({ path }, { headers, body }) => {
  if (path.startsWith('/api/v2/')) {
    const { 'idempotency-replayed': _dropped, ...rest } = headers;
    return { headers: rest, body };
  }
  if (path === `${controlPrefix}/capabilities`) {
    const capabilities = JSON.parse(body.toString('utf8')) as { capabilities: string[] };
    return { headers, body: Buffer.from(JSON.stringify({ ...capabilities, capabilities: capabilities.capabilities.filter((c) => c !== 'clock') })) };
  }
  return { headers, body };
};

let reference: RunningReference;
let proxy: Server;
let dir: string;
let run: CheckRun;
let proxyUrl: string;

beforeAll(async () => {
  reference = await startReference({ controlToken, clockStart: Date.now() });
  proxy = await alteringProxy(reference.url, altered);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'check-reports-'));
  run = await runCheck(['--area', 'idempotency', '--seed', '20261101', '--runs', '20', '--target', proxyUrl, '--control', `${proxyUrl}${controlPrefix}`, '--report', dir], { HARNESS_CONTROL_TOKEN: controlToken });
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await reference.close();
  await rm(dir, { recursive: true, force: true });
});

// Every credential of the bundled worlds starts so (fixtures/worlds/world.schema.json).
const worldSecret = /fixture-(token|app-secret|signing-secret)/;

describe('check --report against a build that drops the replay header', () => {
  it('exits 1 and names the failure, expected against actual, the replay and the curl in the terminal', () => {
    expect(run.code, run.err).toBe(1);
    expect(run.out).toMatch(/FAILED \[3\.3\] idempotency-/);
    expect(run.out).toContain('expected:');
    expect(run.out).toMatch(/replay: npx gateway-harness check --check idempotency-[a-z0-9-]+ --seed /);
    expect(run.out).toMatch(/\n {2}sent:\n {4}POST \/api\/v2\/messages\n/);
    expect(run.out).toMatch(/\n {2}received:\n {4}200 /);
    expect(run.out).toContain(` ${proxyUrl}/api/v2/messages\n`);
    expect(run.out).toContain('-H "Authorization: Bearer $GATEWAY_TOKEN"');
    expect(run.out).toContain('not run [3.3] idempotency-retention-24-hours: capability clock not offered');
    expect(run.out).toContain('warning [3.3] idempotency-follows-state-table: clock advances not run: capability clock not offered');
  });

  it('report.json holds the failures with section, expected/actual, seed, path and a curl to the target', async () => {
    const document = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as ReportDocument;
    expect(document).toMatchObject({ format: 'gateway-harness-check-report', version: 3, run: { baseUrl: proxyUrl, area: 'idempotency', runs: 20 } });
    expect(document.causes[0]).toMatchObject({ cause: expect.stringMatching(/^POST \/api\/v2\/messages \(type \w+\) answered 200$/) });
    const failed = document.checks.filter((c) => c.state === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(document.totals.failed).toBe(failed.length);
    for (const check of failed) {
      expect(check.section).toBe('3.3');
      expect(check.failure?.reproduction.replay).toContain(`--target ${proxyUrl}`);
      expect(check.failure?.reproduction.curl).toContain(`${proxyUrl}/api/v2/messages`);
      expect(check.failure?.reproduction.curl).toContain('$GATEWAY_TOKEN');
    }
    const replay = failed.find((c) => c.id === 'idempotency-replay-same-body');
    expect(replay?.failure).toMatchObject({ kind: 'assertion', expected: expect.stringContaining('"replayed": true'), actual: expect.stringContaining('"replayed": false'), sent: expect.stringMatching(/^POST \/api\/v2\/messages\n/), received: expect.stringMatching(/^200 /) });
    const property = failed.find((c) => c.failure?.property);
    expect(property?.failure?.property).toMatchObject({ seed: expect.any(Number), path: expect.stringMatching(/^\d+(:\d+)*$/), counterexample: expect.any(String) });
    expect(property?.failure?.reproduction.fastCheck).toContain(`path: "${property?.failure?.property?.path ?? ''}"`);
    expect(property?.warnings).toEqual(['clock advances not run: capability clock not offered']);
    expect(document.checks.find((c) => c.id === 'idempotency-retention-24-hours')).toMatchObject({ state: 'not-run', notRun: { capability: 'clock' } });
  });

  it('report.xml is well-formed JUnit with the failure, its section and the run properties', async () => {
    const xml = await readFile(join(dir, 'report.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) }).parse(xml) as {
      testsuites: { failures: string; testsuite: { name: string; properties: { property: { name: string; value: string }[] }; testcase: { name: string; failure?: { '#text': string; message: string }; skipped?: { message: string } }[] }[] };
    };
    const suite = parsed.testsuites.testsuite.find((s) => s.name === 'section 3.3');
    expect(Number(parsed.testsuites.failures)).toBeGreaterThan(0);
    expect(suite?.properties.property).toEqual(expect.arrayContaining([{ name: 'target', value: proxyUrl }, { name: 'profile', value: 'spec' }, expect.objectContaining({ name: 'seed' })]));
    expect(suite?.testcase.find((t) => t.name.includes('idempotency-retention-24-hours'))).toMatchObject({ skipped: { message: 'not run: capability clock not offered' } });
    const failure = suite?.testcase.find((t) => t.failure)?.failure;
    expect(failure?.['#text']).toMatch(/section 3\.3, check idempotency-/);
    expect(failure?.['#text']).toContain('expected:');
    expect(failure?.['#text']).toContain(`${proxyUrl}/api/v2/messages`);
  });

  it('report.html shows the sections and the causes, then the failure cards, with the curl, and nothing external', async () => {
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html.indexOf('<table class="causes">')).toBeLessThan(html.indexOf('<details class="failure" id="check-idempotency-'));
    expect(html).toMatch(/<details class="failure" id="check-idempotency-/);
    expect(html).toContain(`${proxyUrl}/api/v2/messages`);
    expect(html).toContain('--seed ');
    expect(html).toContain('capability clock not offered');
    expect(html).not.toMatch(/<script|<link|src=|url\(|@import/i);
  });

  it('no report carries the control token or an access token', async () => {
    for (const name of ['report.xml', 'report.json', 'report.html']) {
      const text = await readFile(join(dir, name), 'utf8');
      expect(text).not.toContain(controlToken);
      expect(text).not.toMatch(worldSecret);
    }
    expect(run.out).not.toMatch(worldSecret);
    expect(run.out).not.toContain(controlToken);
  });
});

describe('check against a target that does not answer', () => {
  it('exits 2 with one line saying so', async () => {
    const closed = await new Promise<Server>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await runCheck(['--area', 'surface', '--target', `http://127.0.0.1:${port}`, '--control', `http://127.0.0.1:${port}/__harness`], { HARNESS_CONTROL_TOKEN: 'any' });
    expect(result.code).toBe(2);
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(result.err).toContain(`target unreachable at http://127.0.0.1:${port}`);
  }, 300_000);
});
