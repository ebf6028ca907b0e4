/**
 * `gateway-harness report merge OUT IN...`: reads each shard's report.json (a folder holding one,
 * or the file itself), merges them (`merge.ts`) and writes report.json, report.xml and report.html
 * into OUT with the same writers a single run uses.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { asReportDocument, MergeError, mergeReports, type ShardReport } from './merge.ts';
import type { ReportDocument } from './report-document.ts';
import { writeDocument } from './write-reports.ts';

async function reportPath(input: string): Promise<string> {
  let info;
  try {
    info = await stat(input);
  } catch {
    throw new MergeError(`${input}: no such file or folder`);
  }
  return info.isDirectory() ? join(input, 'report.json') : input;
}

async function readShard(input: string): Promise<ShardReport> {
  const path = await reportPath(input);
  // The folder names the shard in messages (report.json alone would say nothing).
  const label = basename(path) === 'report.json' ? basename(dirname(path)) || path : path;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new MergeError(`${input}: no report.json there`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new MergeError(`${path}: not JSON (${(error as Error).message})`);
  }
  return { label, document: asReportDocument(parsed, path) };
}

export async function mergeFiles(outDir: string, inputs: readonly string[]): Promise<{ document: ReportDocument; written: string[] }> {
  const shards = await Promise.all(inputs.map(readShard));
  const document = mergeReports(shards);
  return { document, written: await writeDocument(outDir, document) };
}
