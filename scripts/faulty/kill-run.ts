/**
 * The record of one kill-table run, written under `reports/kill-table/` (`full.json` for
 * `kill-table --full`, `quick.json` for the sampled form, `chosen.json` for builds picked by
 * name), so `gateway-harness coverage` counts a statement proven only from kills that were
 * measured, and says from which run. The full run's record is kept in the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Breaks, OpenFault } from '../../mocks/faulty/index.ts';
import { projectRoot } from '../check/run-suite.ts';
import type { VariantVerdict } from './kill-verdict.ts';

export type KillForm = 'full' | 'quick' | 'chosen';

export interface RecordedBuild extends VariantVerdict {
  /** Generated from the spec's numbers (mocks/faulty/generated), not hand-written. */
  generated: boolean;
  breaks: Breaks;
  open?: OpenFault;
}

export interface KillRunRecord {
  form: KillForm;
  /** When the run ended (ISO 8601). */
  at: string;
  /** The commit it ran on, read when it started, `+changes` when the checkout had uncommitted changes; null without git. */
  commit: string | null;
  /** The seed the generated builds were drawn with (the quick form). */
  seed?: number;
  /** Generated builds in the catalogue, whether run or not. */
  generatedTotal: number;
  reference: VariantVerdict[];
  builds: RecordedBuild[];
}

/** Where the records are kept. */
export const killRunFolder = join(projectRoot, 'reports', 'kill-table');

/** The record file of a form. */
export function killRunFile(form: KillForm, folder = killRunFolder): string {
  return join(folder, `${form}.json`);
}

/** The checkout's commit, marked when it has uncommitted changes; null when git cannot say. */
export function checkoutCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return changes === '' ? commit : `${commit}+changes`;
  } catch {
    return null;
  }
}

/** Writes the record whole (beside, then renamed), and answers the file. */
export function writeKillRun(record: KillRunRecord, folder = killRunFolder): string {
  mkdirSync(folder, { recursive: true });
  const file = killRunFile(record.form, folder);
  const staged = `${file}.${process.pid}`;
  writeFileSync(staged, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(staged, file);
  return file;
}

/** The record in `file`, `undefined` when there is none; throws on a file that is not one. */
export function readKillRun(file: string): KillRunRecord | undefined {
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as KillRunRecord;
  if (!Array.isArray(record.builds) || typeof record.form !== 'string') throw new Error(`${file} is not a kill-table record`);
  return record;
}
