// Which checks a variant meets: in the quick form, the spec checks of its sections and of its
// decision; the combined variant and the full form meet every spec check.
import { describe, expect, it } from 'vitest';
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { passRows } from './pass-rows.ts';
import { everyCheck, touchedChecks, withinSections } from './pass-selection.ts';

const listed = (id: string, section: string, file: string, decisions: string[] = [], profile: 'spec' | 'reference' = 'spec'): ListedCheck => ({ id, section, title: id, profile, decisions, file });

const checks = [
  listed('walk', '4.2', 'suites/listing/paging.check.ts'),
  listed('page-shape', '2.6', 'suites/listing/paging.check.ts'),
  listed('media-type', '7', 'suites/send/validation.check.ts', ['A17']),
  listed('loc-shape', '4.2', 'suites/listing/limit-bounds.check.ts', [], 'reference'),
  listed('retention', '3.3', 'suites/idempotency/idempotency-states.check.ts', ['A46']),
];

const variant = (name: string, decision: string, sections: string[]): AllowedVariant => ({ name, decision, sections, change: 'Changes something.', wire: (e) => e });

describe('pass selection', () => {
  it('takes a section and the sections below it', () => {
    expect(withinSections('4.2', ['4'])).toBe(true);
    expect(withinSections('4', ['4.2'])).toBe(false);
    expect(withinSections('4.21', ['4.2'])).toBe(false);
  });

  it('gives a variant the spec checks of its sections and of its decision, from their files', () => {
    expect(touchedChecks(variant('empty-last-page', 'A46', ['4.2']), checks)).toEqual({
      files: ['suites/idempotency/idempotency-states.check.ts', 'suites/listing/paging.check.ts'],
      checks: ['walk', 'retention'],
    });
  });

  it('runs every spec check for the combined variant in the quick form and for every variant in the full form, the longest first', () => {
    const single = variant('empty-last-page', 'A46', ['4.2']);
    const combined = variant('every-alternative', 'all of them', ['4.2', '7']);
    const quick = passRows([single, combined], checks, false);
    expect(quick.map((r) => r.variant.name)).toEqual(['every-alternative', 'empty-last-page']);
    expect(quick[0]?.selection).toEqual(everyCheck(checks.filter((c) => c.profile === 'spec')));
    expect(passRows([single], checks, true)[0]?.selection.checks).toBeUndefined();
  });

  it('keeps a variant that touches no check, with no file, so its run is an error and not a silent gap', () => {
    const rows = passRows([variant('nothing-here', 'A99', ['9.9'])], checks, false);
    expect(rows.map((r) => r.selection.files)).toEqual([[]]);
  });
});
