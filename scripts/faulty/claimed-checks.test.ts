// The checks a build that names none meets: every spec-profile check of a gateway that claims a
// case it breaks, or the statement as a whole when it names no case; never a reference-profile,
// bundled-contract or differential check.
import { describe, expect, it } from 'vitest';
import type { ListedCheck } from '../check/list-checks.ts';
import { claimants, claimsAny } from './claimed-checks.ts';

const check = (id: string, asserts: Record<string, string[]>, more: Partial<ListedCheck> = {}): ListedCheck => ({ id, section: '8', title: id, profile: 'spec', decisions: [], asserts, file: `suites/send/${id}.check.ts`, ...more });

const checks = [
  check('at-the-bound', { '2.1-text-max-4096': ['at-limit', 'one-past-limit'] }),
  check('only-past', { '2.1-text-max-4096': ['one-past-limit'] }),
  check('reference-only', { '2.1-text-max-4096': ['at-limit'] }, { profile: 'reference' }),
  check('contract-doc', { '2.1-text-max-4096': ['at-limit'] }, { subject: 'bundled-contract' }),
  check('differential', { '2.1-text-max-4096': ['at-limit'] }, { file: 'suites/differential/free-form-sends.check.ts' }),
  check('elsewhere', { '8-no-quota': ['burst-no-429'] }, { file: 'suites/send/at-the-bound.check.ts' }),
];

describe('claimed checks', () => {
  it('are the spec-profile checks of a gateway that claim a broken case', () => {
    expect(claimants({ '2.1-text-max-4096': ['at-limit'] }, checks)).toEqual({ files: ['suites/send/at-the-bound.check.ts'], checks: ['at-the-bound'] });
    expect(claimants({ '2.1-text-max-4096': ['one-past-limit'] }, checks).checks).toEqual(['at-the-bound', 'only-past']);
  });

  it('take every claim of a statement named as a whole, and list each file once', () => {
    expect(claimants({ '2.1-text-max-4096': [], '8-no-quota': ['burst-no-429'] }, checks)).toEqual({ files: ['suites/send/at-the-bound.check.ts', 'suites/send/only-past.check.ts'], checks: ['at-the-bound', 'only-past', 'elsewhere'] });
  });

  it('find none for a statement no check claims', () => {
    expect(claimants({ '8-event-log-30-days': ['event-log-at-31-days'] }, checks)).toEqual({ files: [], checks: [] });
    expect(claimsAny(checks[0]!, { '2.1-text-max-4096': ['counts-characters-not-bytes'] })).toBe(false);
  });
});
