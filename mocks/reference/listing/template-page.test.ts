import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateSet } from './arbitraries/template-set.ts';
import type { LocalTemplate } from '../templates/local-template.ts';
import { newestFirst } from './newest-first.ts';
import { pageAfter } from './template-page.ts';

const at = (iso: string, id: string) => ({ created_at: iso, id }) as LocalTemplate;

// Decision A42: "newest first; equal times are broken by id ascending".
describe('newest first', () => {
  it('puts the latest creation time first and breaks ties by id as text', () => {
    const ordered = newestFirst([at('2026-10-01T00:00:00Z', '5'), at('2026-10-02T00:00:00Z', '9'), at('2026-10-01T00:00:00Z', '10'), at('2026-10-01T00:00:00.000Z', '7')]);
    expect(ordered.map((t) => t.id)).toEqual(['9', '10', '5', '7']);
  });

  it('reads creation times as instants, not as text', () => {
    const ordered = newestFirst([at('2026-10-01T00:00:00Z', '1'), at('2026-10-01T00:00:00.500Z', '2')]);
    expect(ordered.map((t) => t.id)).toEqual(['2', '1']);
  });
});

// Decisions A45 and A46: exactly `limit` items while more follow; never an empty last page.
describe('page after a position', () => {
  it('cuts any ordered set into full pages and a non-empty last one', () => {
    fc.assert(
      fc.property(templateSet('200000000000001'), fc.integer({ min: 1, max: 30 }), (templates, limit) => {
        const ordered = newestFirst(templates);
        const seen: string[] = [];
        let slice = pageAfter(ordered, undefined, limit);
        for (;;) {
          seen.push(...slice.items.map((t) => t.id));
          if (!slice.next) break;
          expect(slice.items).toHaveLength(limit);
          slice = pageAfter(ordered, slice.next, limit);
        }
        expect(slice.items.length > 0 || templates.length === 0).toBe(true);
        expect(seen).toEqual(ordered.map((t) => t.id));
      }),
    );
  });

  it('starts after a position whose template is gone, skipping nothing that remains', () => {
    const ordered = newestFirst([at('2026-10-04T00:00:00Z', '4'), at('2026-10-03T00:00:00Z', '3'), at('2026-10-02T00:00:00Z', '2'), at('2026-10-01T00:00:00Z', '1')]);
    const first = pageAfter(ordered, undefined, 2);
    const remaining = ordered.filter((t) => t.id !== '3');
    expect(pageAfter(remaining, first.next, 2).items.map((t) => t.id)).toEqual(['2', '1']);
  });

  it('does not list again a template that arrives ahead of the position', () => {
    const ordered = newestFirst([at('2026-10-03T00:00:00Z', '3'), at('2026-10-02T00:00:00Z', '2'), at('2026-10-01T00:00:00Z', '1')]);
    const first = pageAfter(ordered, undefined, 1);
    const grown = newestFirst([...ordered, at('2026-10-05T00:00:00Z', '5')]);
    expect(pageAfter(grown, first.next, 5).items.map((t) => t.id)).toEqual(['2', '1']);
  });

  it('answers an empty set with one empty page and nothing to follow', () => {
    expect(pageAfter([], undefined, 25)).toEqual({ items: [] });
  });
});
