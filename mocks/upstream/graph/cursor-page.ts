/**
 * The platform's cursor paging over an ordered list: `limit` (default 25), `after` or `before`
 * a cursor, `paging.cursors.before/after` on every page that has items, and ready-made `next` and
 * `previous` URLs only where there is such a page.
 */
import type { components } from '../../../contracts/types/upstream.ts';

type CursorPaging = components['schemas']['CursorPaging'];

export interface PageQuery {
  limit?: string;
  after?: string;
  before?: string;
}

export type PageOutcome<T> = { ok: true; items: T[]; paging?: CursorPaging } | { ok: false; details: string };

const defaultLimit = 25;

/** A cursor names the item it stands on; opaque to clients, like the platform's own. */
export function cursorOf(id: string): string {
  return Buffer.from(id).toString('base64url');
}

/**
 * One page of `ordered`. `keep` holds the query parameters the paging URLs repeat (filters,
 * `fields`, `summary`); `pageUrl` turns parameters into such a URL.
 */
export function cursorPage<T>(ordered: readonly T[], query: PageQuery, idOf: (item: T) => string, keep: Record<string, string>, pageUrl: (params: Record<string, string>) => string): PageOutcome<T> {
  const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) return { ok: false, details: `limit must be a positive integer, got ${JSON.stringify(query.limit)}` };
  if (query.after !== undefined && query.before !== undefined) return { ok: false, details: 'after and before cannot be used together' };
  const positionOf = (cursor: string): number => {
    const id = Buffer.from(cursor, 'base64url').toString();
    return ordered.findIndex((item) => idOf(item) === id);
  };
  let start = 0;
  let end = Math.min(ordered.length, limit);
  if (query.after !== undefined) {
    const at = positionOf(query.after);
    if (at < 0) return { ok: false, details: 'Invalid cursor' };
    start = at + 1;
    end = Math.min(ordered.length, start + limit);
  } else if (query.before !== undefined) {
    const at = positionOf(query.before);
    if (at < 0) return { ok: false, details: 'Invalid cursor' };
    end = at;
    start = Math.max(0, end - limit);
  }
  const items = ordered.slice(start, end);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return { ok: true, items };
  const repeated = { limit: String(limit), ...keep };
  const paging: CursorPaging = { cursors: { before: cursorOf(idOf(first)), after: cursorOf(idOf(last)) } };
  if (end < ordered.length) paging.next = pageUrl({ ...repeated, after: cursorOf(idOf(last)) });
  if (start > 0) paging.previous = pageUrl({ ...repeated, before: cursorOf(idOf(first)) });
  return { ok: true, items, paging };
}
