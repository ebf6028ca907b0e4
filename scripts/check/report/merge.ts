/**
 * One report from the reports of a sharded run (`check --shard I/N` on N machines): every
 * shard's checks together, in section order, with sections and totals counted again. Pure:
 * documents in, one document out, or a MergeError saying why they do not belong together.
 *
 * The shards must agree on what was run (profile, seed, runs per property, differential mode);
 * a check may appear in one shard only. The merged run started when the first shard started and
 * lasted until the last one ended. Targets and areas that differ between shards (a build started
 * by each shard listens on a port of its own) are listed together.
 */
import { checkOrder } from '../sections.ts';
import { reportFormat, reportVersion, tally, type ReportCheck, type ReportDocument } from './report-document.ts';

export class MergeError extends Error {
  override name = 'MergeError';
}

/** One shard's report and what to call it in messages (its folder). */
export interface ShardReport {
  label: string;
  document: ReportDocument;
}

/** Reads a parsed report.json as a document of this format and version, or says what is wrong. */
export function asReportDocument(value: unknown, label: string): ReportDocument {
  const candidate = value as Partial<ReportDocument> | null;
  if (candidate === null || typeof candidate !== 'object') throw new MergeError(`${label}: not a JSON object`);
  if (candidate.format !== reportFormat) throw new MergeError(`${label}: not a ${reportFormat} (format ${JSON.stringify(candidate.format)})`);
  if (candidate.version !== reportVersion) throw new MergeError(`${label}: version ${JSON.stringify(candidate.version)}, this harness reads version ${reportVersion}`);
  if (typeof candidate.run !== 'object' || candidate.run === null || !Array.isArray(candidate.checks) || !Array.isArray(candidate.errors)) throw new MergeError(`${label}: lacks its run, checks or errors`);
  return candidate as ReportDocument;
}

function same<T>(shards: readonly ShardReport[], pick: (document: ReportDocument) => T, what: string): T {
  const values = shards.map((shard) => pick(shard.document));
  const first = values[0] as T;
  const other = shards.find((_, index) => values[index] !== first);
  if (other) throw new MergeError(`the shards ran with different ${what}: ${shards[0]?.label} ${JSON.stringify(first)}, ${other.label} ${JSON.stringify(pick(other.document))}`);
  return first;
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

export function mergeReports(shards: readonly ShardReport[]): ReportDocument {
  if (shards.length === 0) throw new MergeError('no report to merge');
  const profile = same(shards, (d) => d.run.profile, 'profiles');
  const seed = same(shards, (d) => d.run.seed, 'seeds');
  const runs = same(shards, (d) => d.run.runs, 'runs per property');
  const differential = same(shards, (d) => d.run.differential, 'differential modes');

  const seen = new Map<string, string>();
  const checks: ReportCheck[] = [];
  for (const shard of shards) {
    for (const check of shard.document.checks) {
      const key = `${check.file}\u0000${check.id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) throw new MergeError(`check ${check.id} (${check.file}) is in ${earlier} and in ${shard.label}: was one shard given twice?`);
      seen.set(key, shard.label);
      checks.push(check);
    }
  }
  checks.sort(checkOrder);

  const starts = shards.map((s) => Date.parse(s.document.run.startedAt));
  const ends = shards.map((s, index) => (starts[index] ?? 0) + s.document.run.durationMs);
  if (starts.some((start) => Number.isNaN(start))) throw new MergeError('a shard has no valid startedAt');
  const startedAt = Math.min(...starts);
  const targets = distinct(shards.map((s) => s.document.run.target));
  const baseUrls = distinct(shards.map((s) => s.document.run.baseUrl ?? ''));
  const areas = distinct(shards.map((s) => s.document.run.area ?? ''));
  const errors = shards.flatMap((shard) => shard.document.errors.map((error) => (shards.length > 1 ? `[${shard.label}] ${error}` : error)));

  return {
    format: reportFormat,
    version: reportVersion,
    run: {
      target: targets.join('; '),
      baseUrl: baseUrls.length === 1 && baseUrls[0] !== '' ? (baseUrls[0] ?? null) : null,
      profile,
      seed,
      runs,
      area: areas.length === 1 && areas[0] !== '' ? (areas[0] ?? null) : areas.every((a) => a === '') ? null : areas.filter((a) => a !== '').join(', '),
      differential,
      startedAt: new Date(startedAt).toISOString(),
      durationMs: Math.max(...ends) - startedAt,
    },
    ...tally(checks, errors.length),
    checks,
    errors,
    stoppedEarly: shards.flatMap((shard) => (shard.document.stoppedEarly ? [shards.length > 1 ? `[${shard.label}] ${shard.document.stoppedEarly}` : shard.document.stoppedEarly] : [])).join('; ') || null,
    refusedUpstream: shards.map((shard) => shard.document.refusedUpstream).find((line) => line !== null) ?? null,
  };
}
