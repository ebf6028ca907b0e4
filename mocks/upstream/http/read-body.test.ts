import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxBodyDepth, nestsDeeperThan } from './read-body.ts';

/** Most brackets open at once, one character at a time: what the count has to agree with. */
function deepest(text: string): number {
  let open = 0;
  let most = 0;
  for (const c of text) {
    if (c === '{' || c === '[') most = Math.max(most, ++open);
    else if (c === '}' || c === ']') open -= 1;
  }
  return most;
}

describe('the nesting a body is refused for', () => {
  it('is more than the limit of brackets open at once', () => {
    const nested = (depth: number): string => `${'['.repeat(depth - 1)}{}${']'.repeat(depth - 1)}`;
    expect(nestsDeeperThan(nested(maxBodyDepth), maxBodyDepth)).toBe(false);
    expect(nestsDeeperThan(nested(maxBodyDepth + 1), maxBodyDepth)).toBe(true);
    // Many brackets, none deep: side by side, or inside a string.
    expect(nestsDeeperThan(`[${'[],'.repeat(500)}{}]`, maxBodyDepth)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(maxBodyDepth + 1) }), maxBodyDepth)).toBe(true);
  });

  it('agrees with counting one character at a time, for any text of brackets', () => {
    const text = fc.array(fc.constantFrom('{', '}', '[', ']', '"', 'a'), { maxLength: 60 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 12 }), (body, limit) => {
        expect(nestsDeeperThan(body, limit)).toBe(deepest(body) > limit);
      }),
    );
  });
});
