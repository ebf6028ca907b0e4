/**
 * The report files of a document: report.xml (JUnit), report.json and report.html, written by
 * `check --report DIR` for one run and by `report merge` for the shards of one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuiteRun } from '../check-outcome.ts';
import { htmlReport } from './html-report.ts';
import { junitXml } from './junit-xml.ts';
import { reportDocument, type ReportDocument } from './report-document.ts';
import type { RunContext } from './run-context.ts';

export type { RunContext } from './run-context.ts';

/** Writes the three reports of one document into `dir` (created if needed); returns the paths written. */
export async function writeDocument(dir: string, document: ReportDocument): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [
    ['report.xml', junitXml(document)],
    ['report.json', `${JSON.stringify(document, null, 2)}\n`],
    ['report.html', htmlReport(document)],
  ];
  const written: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    await writeFile(path, content, 'utf8');
    written.push(path);
  }
  return written;
}

/** The reports of one run. */
export function writeReports(dir: string, run: SuiteRun, context: RunContext): Promise<string[]> {
  return writeDocument(dir, reportDocument(run, context));
}
