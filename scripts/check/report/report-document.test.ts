// report.json: the documented shape, every check with its verdict, each failure with its
// reproduction worked out, and no secret.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportDocument } from './report-document.ts';
import { halfWrittenRun, sampleBaseUrl, sampleContext, sampleRun, sampleToken } from './sample-run.ts';
import { writeReports } from './write-reports.ts';

describe('the report document (report.json)', () => {
  const document = reportDocument(sampleRun(), sampleContext());

  it('has the run, totals, sections and every check, in section order', () => {
    expect(Object.keys(document)).toEqual(['format', 'version', 'run', 'totals', 'bundledContract', 'controlPlane', 'sections', 'causes', 'checks', 'errors', 'stoppedEarly', 'refusedUpstream']);
    expect(document.run).toEqual({ target: sampleBaseUrl, baseUrl: sampleBaseUrl, profile: 'spec', seed: 20261101, runs: 200, area: 'listing', differential: false, startedAt: '2026-11-01T09:00:00.000Z', durationMs: 4321 });
    expect(document.totals).toEqual({ checks: 4, passed: 1, failed: 2, notRun: 1, warnings: 1, errors: 1 });
    expect(document.sections.map((s) => [s.section, s.checks, s.failed])).toEqual([['3.2', 1, 0], ['3.3', 1, 1], ['4.2', 2, 1]]);
    expect(document.checks.map((c) => c.id)).toEqual(['window-closes-after-24-hours', 'replay-header-present', 'cursor-round-trips', 'limit-is-capped']);
    for (const check of document.checks) {
      expect(Object.keys(check)).toEqual(['id', 'section', 'title', 'file', 'subject', 'profile', 'decisions', 'state', 'durationMs', 'warnings', 'notRun', 'failure']);
    }
  });

  it('gives each failure a cause, and lists the causes with the failed checks each explains, the most first', () => {
    expect(document.checks.find((c) => c.id === 'replay-header-present')?.failure?.cause).toEqual({ text: 'POST /api/v2/messages (type text) answered 200', from: 'last-call' });
    const half = reportDocument(halfWrittenRun(3, 2), sampleContext());
    expect(half.causes[0]).toEqual({ cause: 'GET /api/v2/templates answered 500 internal_error', checks: ['listing-check-0', 'listing-check-1', 'listing-check-2'] });
    expect(half.causes).toHaveLength(3);
    expect(half.causes.flatMap((c) => c.checks)).not.toContain('hostile-control-requests');
  });

  it('counts the control plane\'s checks apart from the sections and totals', () => {
    const half = reportDocument(halfWrittenRun(3, 2), sampleContext());
    expect(half.controlPlane).toEqual({ checks: 2, passed: 1, failed: 1, notRun: 0 });
    expect(half.totals).toMatchObject({ checks: 15, failed: 5 });
    expect(half.sections.map((s) => s.section)).toEqual(['4.1', '4.2', '6']);
    expect(half.checks.find((c) => c.id === 'hostile-control-requests')).toMatchObject({ subject: 'control-plane', failure: { cause: { from: 'kind' } } });
  });

  it('gives each failure its expected and actual, its replay command and a curl to the target', () => {
    const failure = document.checks.find((c) => c.id === 'replay-header-present')?.failure;
    expect(failure).toMatchObject({ expected: expect.stringContaining('"replayed": true'), actual: expect.stringContaining('"replayed": false'), property: null });
    expect(failure?.reproduction.replay).toBe(`npx gateway-harness check --check replay-header-present --seed 20261101 --target ${sampleBaseUrl} --control ${sampleBaseUrl}/__harness`);
    expect(failure?.reproduction.curl).toContain(`${sampleBaseUrl}/api/v2/messages`);
    expect(failure?.reproduction.curl).toContain('-H "Authorization: Bearer $GATEWAY_TOKEN"');
    expect(failure?.reproduction.note).toBeNull();
  });

  it('gives a property failure its seed, path, counter-example and fast-check replay', () => {
    const failure = document.checks.find((c) => c.id === 'cursor-round-trips')?.failure;
    expect(failure?.property).toEqual({ seed: 20261101, path: '3:1:0', counterexample: '["a b"]', runs: 4, shrinks: 3 });
    expect(failure?.reproduction.fastCheck).toBe('{ seed: 20261101, path: "3:1:0", endOnFailure: true }');
    expect(failure?.reproduction.curl).toContain(`'${sampleBaseUrl}/api/v2/templates?limit=10&cursor=a%20b'`);
  });

  it('names the missing capability of a check that did not run', () => {
    expect(document.checks.find((c) => c.id === 'window-closes-after-24-hours')).toMatchObject({ state: 'not-run', notRun: { reason: 'capability clock not offered', capability: 'clock' }, failure: null });
  });

  it('says there is no URL for an in-process target, and gives the request instead of a curl', () => {
    const inProcess = reportDocument(sampleRun(), sampleContext({ baseUrl: undefined, targetOptions: [] }));
    const reproduction = inProcess.checks.find((c) => c.id === 'replay-header-present')?.failure?.reproduction;
    expect(reproduction?.curl).toBeNull();
    expect(reproduction?.note).toMatch(/^the target ran in-process: there is no URL to call\. The last request was:\nPOST \/api\/v2\/messages\n/);
    expect(reproduction?.replay).toBe('npx gateway-harness check --check replay-header-present --seed 20261101');
  });

  it('repeats a non-default run count, the profile and --differential in the replay command', () => {
    const other = reportDocument(sampleRun(), sampleContext({ runs: 25, profile: 'reference', differential: true, targetOptions: ['--command', 'node server.js --port "$PORT"'] }));
    expect(other.checks.find((c) => c.id === 'replay-header-present')?.failure?.reproduction.replay).toBe(`npx gateway-harness check --check replay-header-present --seed 20261101 --runs 25 --profile reference --differential --command 'node server.js --port "$PORT"'`);
  });
});

describe('writing the reports', () => {
  it('creates the directory and writes the three files, none carrying the token', async () => {
    const root = await mkdtemp(join(tmpdir(), 'reports-'));
    try {
      const dir = join(root, 'nested', 'dir');
      const written = await writeReports(dir, sampleRun(), sampleContext());
      expect(written).toEqual(['report.xml', 'report.json', 'report.html'].map((name) => join(dir, name)));
      expect((await readdir(dir)).sort()).toEqual(['report.html', 'report.json', 'report.xml']);
      const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as unknown;
      expect(json).toEqual(JSON.parse(JSON.stringify(reportDocument(sampleRun(), sampleContext()))));
      for (const file of written) expect(await readFile(file, 'utf8')).not.toContain(sampleToken);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
