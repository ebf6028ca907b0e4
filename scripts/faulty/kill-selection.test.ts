// Which builds a kill table runs: every build naming its checks, and a seeded sample of the others
// (all of them with --full), each of those meeting the checks that claim what it breaks; builds
// picked by name are run alone. The suite is listed only when a build needs its claims.
import { describe, expect, it } from 'vitest';
import { faultyBuilds, generatedFaults } from '../../mocks/faulty/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { defaultSampleSize, selectBuilds } from './kill-selection.ts';

const claiming: ListedCheck = { id: 'length-limits-at-the-bound', section: '8', title: 'x', profile: 'spec', decisions: [], asserts: { '2.1-text-max-4096': ['at-limit', 'one-past-limit'] }, file: 'suites/send/limits.check.ts' };
const named = faultyBuilds.filter((b) => b.caughtBy !== undefined);
const sampled = faultyBuilds.length - named.length + generatedFaults.length;

describe('kill-table selection', () => {
  it('runs every build naming its checks and a sample of the others in the quick form, the same for the same seed', async () => {
    let listings = 0;
    const listed = async () => {
      listings += 1;
      return [claiming];
    };
    const quick = await selectBuilds({ full: false, seed: 42, sampleSize: defaultSampleSize }, listed);
    expect(quick.form).toBe('quick');
    expect(quick.builds).toHaveLength(named.length + defaultSampleSize);
    expect(quick.claimed).toHaveLength(defaultSampleSize);
    expect(quick.builds.slice(0, named.length).map((b) => b.name)).toEqual(named.map((b) => b.name));
    expect((await selectBuilds({ full: false, seed: 42, sampleSize: defaultSampleSize }, listed)).claimed).toEqual(quick.claimed);
    expect(listings).toBe(2);
  });

  it('runs them all in the full form, a build naming no checks meeting those that claim what it breaks', async () => {
    const full = await selectBuilds({ full: true, seed: 1, sampleSize: 1 }, async () => [claiming]);
    expect(full.form).toBe('full');
    expect(full.builds).toHaveLength(named.length + sampled);
    expect(full.builds.find((b) => b.name === 'text-limit-4097')?.caughtBy).toEqual({ files: ['suites/send/limits.check.ts'], checks: ['length-limits-at-the-bound'] });
    expect(full.builds.find((b) => b.name === 'replay-without-replayed-header')?.caughtBy).toEqual(named.find((b) => b.name === 'replay-without-replayed-header')?.caughtBy);
  });

  it('runs builds picked by name alone, lists the suite only when one of them needs its claims, and names a build it does not know', async () => {
    let listings = 0;
    const chosen = await selectBuilds({ names: ['replay-without-replayed-header'], full: false, seed: 1, sampleSize: 6 }, async () => {
      listings += 1;
      return [];
    });
    expect(chosen).toMatchObject({ form: 'chosen', generated: [], claimed: [] });
    expect(chosen.builds.map((b) => b.name)).toEqual(['replay-without-replayed-header']);
    expect(listings).toBe(0);
    await expect(selectBuilds({ names: ['no-such-build'], full: false, seed: 1, sampleSize: 6 }, async () => [])).rejects.toThrow(/no faulty build named "no-such-build"/);
  });
});
