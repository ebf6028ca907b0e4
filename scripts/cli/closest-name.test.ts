// Hints for a mistyped name: the closest by edits, then those holding it or sharing its words.
import { describe, expect, it } from 'vitest';
import { closestName, closestNames } from './closest-name.ts';

const ids = ['listing-walk-every-limit', 'listing-garbage-cursor-400', 'reconnect-retires-old-token', 'reconnect-retires-old-token-on-listing', 'docs-page-is-html'];

describe('closest names', () => {
  it('finds the one name a typo meant', () => {
    expect(closestName('chek', ['check', 'checks', 'coverage'])).toBe('check');
    expect(closestName('zzz', ['check'])).toBeUndefined();
  });

  it('offers up to three names: within a few edits first, then those holding the name or most of its words', () => {
    expect(closestNames('reconect-retires-old-token', ids)).toEqual(['reconnect-retires-old-token', 'reconnect-retires-old-token-on-listing']);
    expect(closestNames('listing-walk', ids)).toEqual(['listing-walk-every-limit', 'listing-garbage-cursor-400', 'reconnect-retires-old-token-on-listing']);
    expect(closestNames('old-token-retired', ids)).toEqual(['reconnect-retires-old-token', 'reconnect-retires-old-token-on-listing']);
    expect(closestNames('page-is-html', ids)).toEqual(['docs-page-is-html']);
    expect(closestNames('nothing-like-it', ids)).toEqual([]);
  });
});
