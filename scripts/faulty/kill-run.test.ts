// A kill-table run's record: written whole under its form's name, read back as it was, and a
// file that is not a record refused rather than read as one with nothing proven.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutCommit, killRunFile, readKillRun, writeKillRun, type KillRunRecord } from './kill-run.ts';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'kill-run-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

const record: KillRunRecord = {
  form: 'full',
  at: '2026-11-28T10:00:00.000Z',
  commit: 'abc1234',
  generatedTotal: 1,
  reference: [{ name: 'reference', section: '-', verdict: 'clean', caughtBy: [], durationMs: 10 }],
  builds: [{ name: 'text-limit-4097', section: '8', verdict: 'killed', caughtBy: ['length-limits-at-the-bound'], durationMs: 5, generated: true, breaks: { '2.1-text-max-4096': ['one-past-limit'] } }],
};

describe('kill-table run record', () => {
  it('is written under its form and read back as it was', () => {
    const where = folder();
    const file = writeKillRun(record, where);
    expect(file).toBe(killRunFile('full', where));
    expect(readKillRun(file)).toEqual(record);
  });

  it('is undefined where there is none, and a file that is no record is refused', () => {
    const where = folder();
    expect(readKillRun(join(where, 'full.json'))).toBeUndefined();
    writeFileSync(join(where, 'other.json'), JSON.stringify({ form: 'full' }));
    expect(() => readKillRun(join(where, 'other.json'))).toThrow(/not a kill-table record/);
  });

  it('names the commit it ran on, marked when the checkout has uncommitted changes', () => {
    expect(checkoutCommit()).toMatch(/^[0-9a-f]{7,}(\+changes)?$/);
  });
});
