// Merging the reports of a sharded run: the checks of every shard, counted again, in section
// order; shards that did not run the same thing, or a shard given twice, refused.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asReportDocument, MergeError, mergeReports } from './merge.ts';
import { mergeFiles } from './merge-files.ts';
import { writeDocument } from './write-reports.ts';
import { reportDocument } from './report-document.ts';
import { sampleContext, sampleRun } from './sample-run.ts';

const whole = sampleRun();
const [first, second, third, fourth] = whole.outcomes;
// Two shards of the sample run, the first starting later and ending earlier than the second.
const shardA = reportDocument({ outcomes: [first!, second!], errors: whole.errors }, sampleContext({ startedAt: '2026-11-01T09:00:02.000Z', durationMs: 1_000 }));
const shardB = reportDocument({ outcomes: [third!, fourth!], errors: [] }, sampleContext({ startedAt: '2026-11-01T09:00:00.000Z', durationMs: 5_000 }));

describe('merging shard reports', () => {
  it('gives the same checks, sections and totals as one run of everything', () => {
    const merged = mergeReports([
      { label: 'shard-1', document: shardA },
      { label: 'shard-2', document: shardB },
    ]);
    const single = reportDocument(whole, sampleContext());
    expect(merged.checks).toEqual(single.checks);
    expect(merged.sections).toEqual(single.sections);
    expect(merged.totals).toEqual(single.totals);
    expect(merged.errors).toEqual(['[shard-1] suites/send/limits.check.ts: Cannot find module <x>']);
  });

  it('runs from the first shard start to the last shard end, with the shared settings', () => {
    const merged = mergeReports([
      { label: 'a', document: shardA },
      { label: 'b', document: shardB },
    ]);
    expect(merged.run).toMatchObject({ startedAt: '2026-11-01T09:00:00.000Z', durationMs: 5_000, seed: 20261101, runs: 200, profile: 'spec', area: 'listing', differential: false });
  });

  it('lists differing targets together and keeps a base URL only when all shards share it', () => {
    const other = { ...shardB, run: { ...shardB.run, target: 'node serve (port 2)', baseUrl: 'http://127.0.0.1:2' } };
    const merged = mergeReports([
      { label: 'a', document: shardA },
      { label: 'b', document: other },
    ]);
    expect(merged.run.target).toBe('http://127.0.0.1:8080; node serve (port 2)');
    expect(merged.run.baseUrl).toBeNull();
  });

  it('refuses shards run with different seeds, profiles or runs per property', () => {
    const reseeded = { ...shardB, run: { ...shardB.run, seed: 7 } };
    expect(() => mergeReports([{ label: 'a', document: shardA }, { label: 'b', document: reseeded }])).toThrow(/different seeds: a 20261101, b 7/);
    const fewer = { ...shardB, run: { ...shardB.run, runs: 50 } };
    expect(() => mergeReports([{ label: 'a', document: shardA }, { label: 'b', document: fewer }])).toThrow(MergeError);
  });

  it('refuses a shard given twice', () => {
    expect(() => mergeReports([{ label: 'x', document: shardA }, { label: 'y', document: shardA }])).toThrow(/is in x and in y/);
  });

  it('reads only reports of this format and version', () => {
    expect(() => asReportDocument({ ...shardA, version: 1 }, 'r.json')).toThrow(/version 1/);
    expect(() => asReportDocument({ format: 'other' }, 'r.json')).toThrow(/not a gateway-harness-check-report/);
    expect(asReportDocument(JSON.parse(JSON.stringify(shardA)), 'r.json')).toEqual(shardA);
  });

  it('writes report.json, report.xml and report.html of the merged run from shard folders', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'merge-test-'));
    try {
      await writeDocument(join(dir, 'shard-1'), shardA);
      await writeDocument(join(dir, 'shard-2'), shardB);
      const { document, written } = await mergeFiles(join(dir, 'merged'), [join(dir, 'shard-1'), join(dir, 'shard-2', 'report.json')]);
      expect(written.map((path) => path.slice(path.lastIndexOf('/') + 1))).toEqual(['report.xml', 'report.json', 'report.html']);
      expect(JSON.parse(await readFile(join(dir, 'merged', 'report.json'), 'utf8'))).toEqual(document);
      const xml = await readFile(join(dir, 'merged', 'report.xml'), 'utf8');
      expect(xml).toContain('tests="5" failures="2" errors="1" skipped="1"');
      expect(await readFile(join(dir, 'merged', 'report.html'), 'utf8')).toContain('2 failed');
      await expect(mergeFiles(join(dir, 'merged-2'), [join(dir, 'missing')])).rejects.toThrow(/no such file or folder/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
