// The catalogue of allowed variants: each names the decision it exercises (a real entry of the
// decision record, or a choice the record does not list), the sections it touches and what it
// changes; each changes the reference somewhere; the combined variant takes them all but the
// conflicts; the README lists every one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlCapabilities, referenceParts } from '../reference/index.ts';
import { allowedVariant, allowedVariants, capabilityVariants, conflicts, everyAlternativeName, isRecordedDecision, seamsOfVariant, singleVariants, withoutEveryCapabilityName } from './index.ts';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('mocks/variants/README.md', root), 'utf8');
const decisions = readFileSync(new URL('docs/decisions.md', root), 'utf8');
const recorded = new Set([...decisions.matchAll(/^### (A\d+) /gm)].map((m) => m[1]));

describe('allowed variant catalogue', () => {
  it('holds unique kebab-case names, the combined variant last', () => {
    const names = allowedVariants.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(names.at(-1)).toBe(everyAlternativeName);
    expect(allowedVariant(names[0] ?? '')?.name).toBe(names[0]);
    expect(allowedVariant('no-such-variant')).toBeUndefined();
  });

  it.each(singleVariants.map((v) => [v.name, v] as const))('%s names its decision, sections and change, and changes the reference', (_, variant) => {
    if (isRecordedDecision(variant.decision)) expect(recorded.has(variant.decision), `${variant.decision} is in docs/decisions.md`).toBe(true);
    else expect(variant.decision).toMatch(/^[a-zA-Z][a-zA-Z ]+$/);
    expect(variant.sections.length).toBeGreaterThan(0);
    for (const section of variant.sections) expect(section).toMatch(/^[1-9](\.[1-9])?$/);
    expect(variant.change).toMatch(/^[A-Z].*\.$/);
    expect(seamsOfVariant(variant, referenceParts).length, 'a variant that replaces nothing is the reference').toBeGreaterThan(0);
  });

  it('combines every single variant except the one left out of each conflict', () => {
    const combined = allowedVariant(everyAlternativeName);
    expect(combined?.change).toContain(`${singleVariants.length - conflicts.length} alternatives`);
    for (const [taken, leftOut] of conflicts) {
      expect(allowedVariant(taken)).toBeDefined();
      expect(combined?.change).toContain(leftOut);
    }
    // Every part swapped by some variant it takes is swapped in the combination, and every option set.
    const seams = new Set(seamsOfVariant(combined!, referenceParts));
    const taken = singleVariants.filter((v) => !conflicts.some(([, leftOut]) => leftOut === v.name));
    for (const variant of taken) for (const seam of seamsOfVariant(variant, referenceParts)) expect(seams.has(seam), `${variant.name}: ${seam}`).toBe(true);
  });

  it('has a build without each optional capability of the control plane, and one without them all, kept out of the combination', () => {
    const withheld = capabilityVariants.map((v) => v.withholds ?? []);
    expect(withheld.filter((w) => w.length === 1).map((w) => w[0]).sort()).toEqual([...controlCapabilities].sort());
    expect(allowedVariant(withoutEveryCapabilityName)?.withholds).toEqual(controlCapabilities);
    for (const variant of capabilityVariants) {
      expect(variant.decision).toBe('A63');
      expect(seamsOfVariant(variant, referenceParts)).toEqual(['capabilities']);
      expect(allowedVariants).toContain(variant);
    }
    expect(seamsOfVariant(allowedVariant(everyAlternativeName)!, referenceParts)).not.toContain('capabilities');
  });

  it('lists every variant in the README with its decision', () => {
    for (const variant of allowedVariants) expect(readme).toContain(`| \`${variant.name}\` | ${variant.decision} |`);
  });
});
