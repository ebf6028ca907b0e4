/**
 * Decision A42, spec profile: relative order is judged only between templates whose creation,
 * approval and status-change times all agree on which is newer, each at least `gap` apart. Any
 * sort key a gateway might reasonably use then gives the same order for them.
 */
import type { FixtureTemplate } from './local-fixtures.ts';

const day = 24 * 60 * 60 * 1000;

function times(t: FixtureTemplate): number[] | undefined {
  if (t.approved_at === null) return undefined;
  return [Date.parse(t.created_at), Date.parse(t.approved_at), Date.parse(t.status_changed_at)];
}

/** `a` is newer than `b` by at least `gap` on every time. */
function clearlyNewer(a: number[], b: number[], gap: number): boolean {
  return a.every((time, i) => time - (b[i] ?? Number.POSITIVE_INFINITY) >= gap);
}

/** A chain, newest first, in which every pair is well separated; built greedily from the newest. */
export function wellSeparated(templates: readonly FixtureTemplate[], gap = day): FixtureTemplate[] {
  const candidates = templates.flatMap((t) => {
    const at = times(t);
    return at ? [{ t, at }] : [];
  });
  candidates.sort((x, y) => (y.at[0] ?? 0) - (x.at[0] ?? 0));
  const chain: typeof candidates = [];
  for (const next of candidates) if (chain.every((kept) => clearlyNewer(kept.at, next.at, gap))) chain.push(next);
  return chain.map((c) => c.t);
}
