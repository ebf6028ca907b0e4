/**
 * One page of an ordered listing (section 2.6): the items after a position, at most `limit` of
 * them, and the position the next page starts after. A page holds exactly `limit` items while
 * more follow, and `next` is set only when at least one more item exists, so a walk never ends
 * on an empty page (decisions A45, A46).
 */
import type { LocalTemplate } from '../templates/local-template.ts';
import { compareNewestFirst, positionOf, type Position } from './newest-first.ts';

export interface PageSlice {
  items: LocalTemplate[];
  /** Position of the page's last item, present exactly when another page follows. */
  next?: Position;
}

/**
 * `ordered` must already be newest first. The start is found by comparing positions, not by
 * looking the last item up, so a page still starts in the right place when that item was
 * deleted meanwhile, and a template added behind the position is not listed twice.
 */
export function pageAfter(ordered: readonly LocalTemplate[], after: Position | undefined, limit: number): PageSlice {
  const start = after === undefined ? 0 : ordered.findIndex((t) => compareNewestFirst(positionOf(t), after) > 0);
  const rest = start === -1 ? [] : ordered.slice(start);
  const items = rest.slice(0, limit);
  const last = items.at(-1);
  return rest.length > limit && last ? { items, next: positionOf(last) } : { items };
}
