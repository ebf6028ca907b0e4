/** Probes of the listing builds. */
import { fixture, type Probe } from '../test-kit.ts';

interface Page {
  items: { id: string; status: string; sendable: boolean }[];
  next_cursor: string | null;
  has_more: boolean;
}

const page = (json: unknown) => json as Page;

export const listingProbes: Record<string, Probe> = {
  'cursor-skips-boundary-item': async (g) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = page((await g.list(`limit=5${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`)).json);
      seen.push(...answer.items.map((t) => t.id));
      cursor = answer.has_more ? answer.next_cursor : null;
    } while (cursor !== null);
    return seen.length;
  },
  'garbage-cursor-restarts': async (g) => (await g.list('cursor=not-a-cursor')).status,
  'cursor-names-its-number': async (g) => {
    const other = page((await g.list('limit=1', { token: fixture.noTakeover.token })).json).next_cursor ?? '';
    return page((await g.list(`limit=5&cursor=${encodeURIComponent(other)}`)).json).items?.map((t) => t.id) ?? (await g.list(`cursor=${encodeURIComponent(other)}`)).status;
  },
  'default-page-of-ten': async (g) => page((await g.list()).json).items.length,
  'empty-cursor-as-422': async (g) => (await g.list('cursor=')).status,
  'invalid-cursor-as-422': async (g) => (await g.list('cursor=not-a-cursor')).status,
  'limit-over-100-capped': async (g) => (await g.list('limit=101')).status,
  'limit-zero-accepted': async (g) => (await g.list('limit=0')).status,
  'listing-asks-platform': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'templates' }, action: { kind: 'http-status', status: 503 } });
    return (await g.list()).status;
  },
  'name-parameter-filters': async (g) => page((await g.list('name=order_update&limit=100')).json).items.length,
  'listing-oldest-first': async (g) => page((await g.list('limit=100')).json).items.map((t) => t.id),
  'only-approved-listed-sendable': async (g) => page((await g.list('limit=100')).json).items.filter((t) => t.sendable).map((t) => t.status),
  'sendable-false-lists-all': async (g) => page((await g.list('sendable=false&limit=100')).json).items.length,
};
