// Route paths of both mocks' edges: `:name` segments match one non-empty segment each.
import { describe, expect, it } from 'vitest';
import { pathPattern } from './path-pattern.ts';

describe('path patterns', () => {
  it('captures each parameter segment in order, and nothing across a slash', () => {
    const { pattern, names } = pathPattern('/v23.0/:phone_number_id/messages');
    expect(names).toEqual(['phone_number_id']);
    expect(pattern.exec('/v23.0/100/messages')?.[1]).toBe('100');
    expect(pattern.test('/v23.0/1/2/messages')).toBe(false);
    expect(pattern.test('/v23.0//messages')).toBe(false);
  });

  it('matches the other segments literally, dots included', () => {
    const { pattern, names } = pathPattern('/v23.0/templates');
    expect(names).toEqual([]);
    expect(pattern.test('/v23.0/templates')).toBe(true);
    expect(pattern.test('/v23x0/templates')).toBe(false);
  });
});
