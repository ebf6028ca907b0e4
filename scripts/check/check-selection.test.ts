import { describe, expect, it } from 'vitest';
import { checkNamePattern, declaredIn, filesForChecks, filesForSection, idSelected, isCheckIdPattern, unknownCheck } from './check-selection.ts';

const looping = `
const named = [['named-extra-name-is-400', 'an extra name']];
for (const [slug, what] of cases) {
  check({ id: \`lookup-\${slug}-is-422\`, section: '4.1', title: \`\${what}\` }, async () => {});
}
for (const [id, what] of named) {
  check({ id, section: '2.4', title: what }, async () => {});
}`;

const plain = `
check({ id: 'listing-walk-every-limit', section: '4.2', title: 'walks' }, async () => {
  const button = { id: 'yes', title: 'Yes' };
});
agreementCheck(
  {
    id: 'differential-window-sends',
    section: '1',
  },
);`;

describe('check selection', () => {
  it('reads literal ids, ids with values filled in, and ids held in variables, with their sections', () => {
    expect(declaredIn('a.check.ts', looping)).toMatchObject({ file: 'a.check.ts', ids: ['lookup-*-is-422', '*'], sections: ['4.1', '2.4'], profiles: ['spec', 'spec'], quoted: ['named-extra-name-is-400'] });
    // The button's id is no check's: only the metadata of a declaration is read.
    expect(declaredIn('b.check.ts', plain)).toEqual({ file: 'b.check.ts', ids: ['listing-walk-every-limit', 'differential-window-sends'], sections: ['4.2', '1'], profiles: ['spec', 'spec'] });
  });

  it('matches whole ids, with * for any part of one', () => {
    expect(idSelected('listing-walk-every-limit', ['listing-walk-*'])).toBe(true);
    expect(idSelected('listing-walk-every-limit', ['listing-walk'])).toBe(false);
    expect(idSelected('listing-walk-every-limit', ['*-every-*'])).toBe(true);
    const name = checkNamePattern(['listing-walk']);
    expect(name.test('[4.2] listing-walk: a walk')).toBe(true);
    expect(name.test('[4.2] listing-walk-every-limit: a walk')).toBe(false);
    expect(isCheckIdPattern('listing-*')).toBe(true);
    expect(isCheckIdPattern('listing walk')).toBe(false);
    expect(isCheckIdPattern('(a|b)')).toBe(false);
  });

  it('tells an id no check can have, with the closest ids, and one only the reference profile has', () => {
    const reference = `check({ id: 'every-401-is-identical', section: '5.3', title: 'x', profile: 'reference', decisions: ['A14'] }, async () => {});`;
    const declared = [declaredIn('loop.check.ts', looping), declaredIn('plain.check.ts', plain), declaredIn('ref.check.ts', reference)];
    expect(unknownCheck(declared, 'listing-walk-every-limt', 'spec')).toEqual({ pattern: 'listing-walk-every-limt', why: 'no-such-id', closest: ['listing-walk-every-limit'] });
    expect(unknownCheck(declared, 'no-such-check', 'spec')).toMatchObject({ why: 'no-such-id' });
    expect(unknownCheck(declared, 'every-401-is-identical', 'spec')).toEqual({ pattern: 'every-401-is-identical', why: 'reference-profile' });
    // Known: a literal id, one built at run time, one held in a variable, and a pattern.
    for (const known of ['listing-walk-every-limit', 'lookup-bare-503-is-422', 'named-extra-name-is-400', 'listing-*']) expect(unknownCheck(declared, known, 'spec')).toBeUndefined();
    expect(unknownCheck(declared, 'every-401-is-identical', 'reference')).toBeUndefined();
  });

  it('starts only the files that may hold a selected check', () => {
    const declared = [declaredIn('loop.check.ts', looping), declaredIn('plain.check.ts', plain)];
    expect(filesForChecks(declared, ['listing-walk-every-limit'])).toEqual(['plain.check.ts']);
    // An id written nowhere may be one filled in at run time.
    expect(filesForChecks(declared, ['lookup-bare-503-is-422'])).toEqual(['loop.check.ts']);
    expect(filesForChecks(declared, ['listing-*'])).toEqual(['loop.check.ts', 'plain.check.ts']);
    expect(filesForSection(declared, '4')).toEqual(['loop.check.ts', 'plain.check.ts']);
    expect(filesForSection(declared, '2')).toEqual(['loop.check.ts']);
    expect(filesForSection(declared, '4.2')).toEqual(['plain.check.ts']);
  });
});
