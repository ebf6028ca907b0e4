/**
 * The order the check files start in. With two workers, a file that runs far longer than the
 * others must start first, or one worker runs it alone at the end while the other idles.
 * vitest's own order reads the durations of earlier runs from its results cache, which a fresh
 * install lacks (it then starts the largest files first, and long property files are short) and
 * which every run on the machine overwrites, kill tables and faulty builds included.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Check files known to run longest (the model-based property of section 3.3, shared between two
 * files so that each worker starts one), in the order they start; paths from the project root.
 */
export const longestFiles: readonly string[] = ['suites/idempotency/idempotency-model.check.ts', 'suites/idempotency/idempotency-model-second-half.check.ts'];

/** Where `file` stands among the longest files; after them all when it is not one. */
export function startRank(file: string): number {
  const rank = longestFiles.indexOf(file);
  return rank === -1 ? longestFiles.length : rank;
}

/** The longest files first, then the rest in vitest's own order. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => startRank(relative(this.ctx.config.root, spec.moduleId).split('\\').join('/'));
    // A stable sort: within a rank, vitest's order stands.
    return sorted.map((spec, at) => ({ spec, at, rank: rank(spec) })).sort((a, b) => a.rank - b.rank || a.at - b.at).map(({ spec }) => spec);
  }
}
