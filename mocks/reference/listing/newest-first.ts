/**
 * The listing's order (section 4.2, decision A42): newest local copy first, equal creation times
 * broken by `id` ascending. A position is where a template sits in that order; a cursor holds the
 * position of the last item it covered, so a later page starts right after it.
 */
import type { LocalTemplate } from '../templates/local-template.ts';

export interface Position {
  /** Creation time of the local copy, milliseconds since the epoch. */
  createdAt: number;
  id: string;
}

export function positionOf(template: LocalTemplate): Position {
  return { createdAt: Date.parse(template.created_at), id: template.id };
}

/**
 * Negative when `a` is listed before `b`. Ids are opaque strings (decision A64), so they are
 * compared by code unit, not as numbers.
 */
export function compareNewestFirst(a: Position, b: Position): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** A sorted copy; the stored list keeps its own order. */
export function newestFirst(templates: readonly LocalTemplate[]): LocalTemplate[] {
  return [...templates].sort((a, b) => compareNewestFirst(positionOf(a), positionOf(b)));
}
