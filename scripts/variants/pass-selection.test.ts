// Which checks a variant meets: in the quick form, the spec checks of its sections and of its
// decision; the combined variant and the full form meet every spec check.
import { describe, expect, it } from 'vitest';
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { passRows } from './pass-rows.ts';
import { everyCheck, touchedChecks, withheldSelection, withinSections } from './pass-selection.ts';

const listed = (id: string, section: string, file: string, decisions: string[] = [], profile: 'spec' | 'reference' = 'spec', needs: string[] = []): ListedCheck => ({ id, section, title: id, profile, decisions, file, needs });

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

  it('gives a build with fewer test hooks the checks its missing hooks keep from running, to be reported not run, and those of A63 needing no hook', () => {
    const hooked = [
      ...checks,
      listed('retention-24-hours', '3.3', 'suites/idempotency/idempotency-states.check.ts', [], 'spec', ['clock']),
      listed('window-edges', '1', 'suites/window/messaging-window.check.ts', ['A63']),
      listed('agent-paused', '1', 'suites/window/agent-and-contacts.check.ts', ['A63'], 'spec', ['customer_state']),
      listed('clock-as-reference', '3.3', 'suites/idempotency/idempotency-states.check.ts', [], 'reference', ['clock']),
    ];
    const withoutClock: AllowedVariant = { name: 'without-clock', decision: 'A63', sections: ['1'], change: 'No clock.', withholds: ['clock'] };
    expect(withheldSelection(withoutClock, hooked, false)).toEqual({
      files: ['suites/idempotency/idempotency-states.check.ts', 'suites/window/messaging-window.check.ts'],
      checks: ['retention-24-hours', 'window-edges'],
      notRun: { checks: ['retention-24-hours'], capabilities: ['clock'] },
    });
    const everyOne = withheldSelection(withoutClock, hooked, true);
    expect(everyOne.checks).toEqual(hooked.filter((c) => c.profile === 'spec').map((c) => c.id));
    expect(everyOne.notRun).toEqual({ checks: ['retention-24-hours'], capabilities: ['clock'] });
    const withoutAny: AllowedVariant = { ...withoutClock, name: 'without-any-optional-capability', withholds: ['clock', 'customer_state'] };
    expect(passRows([withoutClock, withoutAny], hooked, false).map((r) => [r.variant.name, r.selection.notRun?.checks])).toEqual([
      ['without-any-optional-capability', ['retention-24-hours', 'agent-paused']],
      ['without-clock', ['retention-24-hours']],
    ]);
    expect(passRows([withoutAny], hooked, false)[0]?.selection.checks).toHaveLength(7);
  });

  it('keeps a variant that touches no check, with no file, so its run is an error and not a silent gap', () => {
    const rows = passRows([variant('nothing-here', 'A99', ['9.9'])], checks, false);
    expect(rows.map((r) => r.selection.files)).toEqual([[]]);
  });
});
