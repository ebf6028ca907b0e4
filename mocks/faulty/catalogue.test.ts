// The catalogue of faulty builds: each declares what it breaks and where it is caught, changes
// at least one part of the reference, and is listed in the README's table.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceParts } from '../reference/index.ts';
import { faultyBuild, faultyBuilds } from './catalogue.ts';
import { seamsOf } from './faulty-build.ts';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('mocks/faulty/README.md', root), 'utf8');

describe('faulty build catalogue', () => {
  it('holds at least 32 builds with unique kebab-case names', () => {
    const names = faultyBuilds.map((b) => b.name);
    expect(names.length).toBeGreaterThanOrEqual(32);
    expect(new Set(names).size).toBe(names.length);
    // The kill table's row for the reference itself carries this name.
    expect(names).not.toContain('reference');
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(faultyBuild(names[0] ?? '')?.name).toBe(names[0]);
    expect(faultyBuild('no-such-build')).toBeUndefined();
  });

  it.each(faultyBuilds.map((b) => [b.name, b] as const))('%s says what it breaks, where, and which checks catch it', (_, build) => {
    expect(build.deviation).toMatch(/^[A-Z].*\.$/);
    expect(build.section).toMatch(/^[1-9](\.[1-9])?$/);
    expect(Object.keys(build.breaks).length, 'the statements it breaks').toBeGreaterThan(0);
    for (const cases of Object.values(build.breaks)) expect(cases.length, 'the cases it breaks').toBeGreaterThan(0);
    // A build that names no checks meets those claiming what it breaks (the kill table finds them).
    const { caughtBy } = build;
    if (caughtBy) {
      expect(caughtBy.files.length).toBeGreaterThan(0);
      expect(caughtBy.checks.length).toBeGreaterThan(0);
      for (const file of caughtBy.files) {
        expect(file).toMatch(/^suites\/[a-z-]+\/[a-z0-9-]+\.check\.ts$/);
        expect(existsSync(new URL(file, root)), file).toBe(true);
      }
      for (const id of caughtBy.checks) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(seamsOf(build, referenceParts).length, 'a build that replaces nothing is the reference').toBeGreaterThan(0);
  });

  it('lists every build in the README, with its section', () => {
    for (const build of faultyBuilds) expect(readme).toContain(`| \`${build.name}\` | ${build.section} |`);
  });
});
