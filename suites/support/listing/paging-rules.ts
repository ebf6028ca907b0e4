/**
 * What a walk must look like, page by page. The spec profile (decisions A45, A46) asks only that
 * a page never holds more than its `limit` (25 when left out), that no page before the last is
 * empty, and notes as a warning a `next_cursor` left on the last page. The reference profile adds
 * the reference's own choices: full pages until the last, `has_more` exactly when `next_cursor`
 * is a string, and no empty last page.
 */
import { expect } from 'vitest';
import type { Walk } from './walk-pages.ts';

const defaultLimit = 25;

/** Asserts the spec-profile rules; answers the A46 warning, if any. */
export function expectSpecPages(walk: Walk, what: string): string | undefined {
  let warning: string | undefined;
  walk.pages.forEach(({ limit, page }, n) => {
    const last = n === walk.pages.length - 1;
    expect(page.items.length, `${what}: page ${n + 1} holds at most its limit`).toBeLessThanOrEqual(limit ?? defaultLimit);
    if (!last) expect(page.items.length, `${what}: page ${n + 1} is not empty while has_more is true`).toBeGreaterThan(0);
    if (last && page.next_cursor !== null) warning = `A46: the last page (has_more false) still carries a next_cursor (${what})`;
  });
  return warning;
}

/** Asserts the reference profile's stricter rules. */
export function expectReferencePages(walk: Walk, what: string): void {
  walk.pages.forEach(({ limit, page }, n) => {
    const last = n === walk.pages.length - 1;
    expect(page.has_more, `${what}: page ${n + 1}: has_more exactly when next_cursor is a string`).toBe(typeof page.next_cursor === 'string');
    if (!last) expect(page.items.length, `${what}: page ${n + 1} is full`).toBe(limit ?? defaultLimit);
    if (last && n > 0) expect(page.items.length, `${what}: the last page is not empty`).toBeGreaterThan(0);
  });
}
