// The kill table's plumbing: the reference and the builds go to worker processes, and each
// comes back with a verdict, in the order given, even one no worker can run. (The table itself, with every
// build, runs as `npm run test:faulty`.)
import { describe, expect, it } from 'vitest';
import { faultyBuild, type RunnableBuild } from '../../mocks/faulty/index.ts';
import { declaredChecks, longestBuilds, runKillTable, startOrder } from './kill-table.ts';

const unknown = (name: string): RunnableBuild => ({ name, deviation: 'not in the catalogue', section: '1', breaks: {}, caughtBy: { files: [], checks: ['nothing'] } });

describe('kill table', () => {
  it('answers the reference and every build, in order, and a build the workers do not know is an error, never a survivor', async () => {
    const seen: string[] = [];
    const table = await runKillTable({ builds: [unknown('not-a-build-a'), unknown('not-a-build-b'), unknown('not-a-build-c')], jobs: 2, onVerdict: (v, done, total) => seen.push(`${done}/${total} ${v.name}`) });
    expect(table.builds.map((v) => [v.name, v.verdict, v.problem])).toEqual([
      ['not-a-build-a', 'error', 'no faulty build of that name'],
      ['not-a-build-b', 'error', 'no faulty build of that name'],
      ['not-a-build-c', 'error', 'no faulty build of that name'],
    ]);
    // Those builds declare no check file, so the reference has nothing to be judged on.
    expect(table.reference).toMatchObject([{ name: 'reference', verdict: 'error', problem: 'it declares no check file' }]);
    expect(seen.map((s) => s.split(' ')[0])).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });

  it('runs the reference against every check the builds declare, each once, with the runs the builds give them', () => {
    const a: RunnableBuild = { ...unknown('a'), caughtBy: { files: ['suites/auth/x.check.ts'], checks: ['one', 'two'] } };
    const b: RunnableBuild = { ...unknown('b'), caughtBy: { files: ['suites/auth/x.check.ts', 'suites/listing/y.check.ts'], checks: ['two', 'three'] } };
    const c: RunnableBuild = { ...unknown('c'), runs: 40, caughtBy: { files: ['suites/listing/y.check.ts'], checks: ['walk'] } };
    expect(declaredChecks([a, c, b])).toEqual([
      { name: 'reference', files: ['suites/auth/x.check.ts', 'suites/listing/y.check.ts'], checks: ['one', 'two', 'three'] },
      { name: 'reference (40 runs)', files: ['suites/listing/y.check.ts'], checks: ['walk'], runs: 40 },
    ]);
  });

  it('starts the builds known to run longest first and the others as given, and names only builds of the catalogue', () => {
    const [longest] = longestBuilds;
    expect(longest && faultyBuild(longest)).toBeDefined();
    const builds = ['a', 'b', longest ?? '', 'c'].map((name) => ({ name }));
    expect(startOrder(builds).map((b) => b.name)).toEqual([longest, 'a', 'b', 'c']);
    expect(builds.map((b) => b.name)).toEqual(['a', 'b', longest, 'c']);
  });
});
