// The verdict on a half-written build, examples/minimal-gateway (authentication and text sends,
// the listing answering 500), as docs/checking-your-build.md describes it: a summary a person
// reads in one screen that names the causes first, reports that open with the sections and the
// causes, and the control plane's checks passed under their own heading.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type FinishedCli } from '../cli/cli-process.ts';
import type { ReportDocument } from './report/report-document.ts';

const example = fileURLToPath(new URL('../../examples/minimal-gateway/gateway.mjs', import.meta.url));
const listingCause = 'GET /api/v2/templates answered 500 internal_error';

let dir: string;
let run: FinishedCli;
let document: ReportDocument;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'half-written-'));
  // Fewer property runs than the default: what is shown here is the summary, not the cases.
  run = await runCli(['check', '--runs', '10', '--command', `${JSON.stringify(process.execPath)} ${JSON.stringify(example)}`, '--report', dir]);
  document = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as ReportDocument;
}, 900_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const state = (id: string) => document.checks.find((c) => c.id === id)?.state;

describe('check --command on the example half-written build', () => {
  it('exits 1 with a summary of at most 200 lines, without colour in a pipe', () => {
    expect(run.code, run.err).toBe(1);
    expect(run.out.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    expect(run.out).not.toContain('\u001b[');
  });

  it('names in its first 40 lines the causes that explain the most failures, the listing\'s 500 among them', () => {
    const first = run.out.split('\n').slice(0, 40);
    const causes = first.filter((line) => / check\(s\): /.test(line));
    expect(causes[0]).toMatch(/^ *\d+ check\(s\): POST \/api\/v2\/messages \(type template\) answered 422 validation_error$/);
    expect(causes.slice(0, 2).some((line) => line.endsWith(listingCause))).toBe(true);
    expect(document.causes.find((group) => group.cause === listingCause)?.checks.length).toBeGreaterThan(10);
  });

  it('says where every failure is, and shows the first of each cause first', () => {
    expect(run.out).toContain(`every one is in ${dir}/report.html`);
    const blocks = run.out.split('\n').flatMap((line) => /^FAILED \[[0-9.]+\] ([a-z0-9-]+):/.exec(line)?.[1] ?? []);
    expect(blocks.length).toBeGreaterThan(1);
    const shown = Math.min(blocks.length, document.causes.length);
    expect(blocks.slice(0, shown)).toEqual(document.causes.slice(0, shown).map((group) => group.checks[0]));
  });

  it('passes what the guide says it passes, and does not run what needs a capability', () => {
    expect(document.controlPlane).toEqual({ checks: 2, passed: 2, failed: 0, notRun: 0 });
    expect(document.sections.find((s) => s.section === '1')?.checks).toBe(document.checks.filter((c) => c.section === '1' && c.subject === 'target').length);
    const auth = document.checks.filter((c) => c.section === '5.2');
    expect(auth.length).toBeGreaterThan(5);
    // Those that also list templates fail on the listing alone.
    expect(auth.filter((c) => c.state !== 'passed').map((c) => c.failure?.cause.text)).toEqual(auth.filter((c) => c.state !== 'passed').map(() => listingCause));
    for (const id of ['missing-token-is-401', 'unknown-token-same-401', 'text-record-content']) expect(state(id), id).toBe('passed');
    for (const id of ['detail-names-each-offending-field', 'repeated-headers', 'inbound-message-opens-window']) expect(state(id), id).toBe('failed');
    for (const id of ['reconnect-retires-old-token', 'reconnect-retires-old-token-on-listing']) expect(document.checks.find((c) => c.id === id)?.notRun).toEqual({ reason: 'capability reconnect not offered', capability: 'reconnect' });
  });

  it('opens report.html with the table of sections and the causes, before the first failure card', async () => {
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    const sections = html.indexOf('<table class="sections">');
    const causes = html.indexOf('<table class="causes">');
    const firstCard = html.indexOf('<details class="failure"');
    expect(sections).toBeGreaterThan(0);
    expect(causes).toBeGreaterThan(sections);
    expect(firstCard).toBeGreaterThan(causes);
    expect(html.slice(causes, firstCard)).toContain(listingCause);
  });

  it('carries the cause of every failure in report.json and report.xml', async () => {
    const failures = document.checks.filter((c) => c.failure !== null);
    expect(failures.every((c) => (c.failure?.cause.text ?? '') !== '')).toBe(true);
    const xml = await readFile(join(dir, 'report.xml'), 'utf8');
    expect(xml).toContain(`(cause: ${listingCause})`);
  });
});
