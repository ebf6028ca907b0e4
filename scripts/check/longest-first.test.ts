import { describe, expect, it } from 'vitest';
import { declaredChecks } from './check-selection.ts';
import { longestFiles, startRank } from './longest-first.ts';
import { projectRoot } from './run-suite.ts';

describe('the longest check files', () => {
  it('are check files that declare checks, so a renamed file cannot silently start last', () => {
    const declared = new Map(declaredChecks(projectRoot).map((d) => [d.file, d]));
    for (const file of longestFiles) expect(declared.get(file)?.ids.length ?? 0, file).toBeGreaterThan(0);
  });

  it('rank before every other file, in the order listed', () => {
    expect(longestFiles.map(startRank)).toEqual(longestFiles.map((_, at) => at));
    expect(startRank('suites/send/limits.check.ts')).toBe(longestFiles.length);
  });
});
