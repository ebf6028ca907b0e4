/** Type changes: which JSON types a value may have (`integer` counts as a kind of `number`). */
import { basis, basisFor } from '../basis.ts';
import { verdictFor, type Direction, type Finding } from '../change.ts';
import type { Flat } from '../flat.ts';

const covered = (t: string, set: Set<string>): boolean => set.has(t) || (t === 'integer' && set.has('number'));

/** Every value of type set `x` is allowed by `y` (undefined: any type). */
function within(x: Set<string> | undefined, y: Set<string> | undefined): boolean {
  if (y === undefined) return true;
  return x !== undefined && [...x].every((t) => covered(t, y));
}

const describe = (types: Set<string> | undefined): string => (types === undefined ? 'any type' : types.size === 0 ? 'nothing' : [...types].sort().join(' or '));

export function typeFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  const widened = within(old.types, next.types);
  const narrowed = within(next.types, old.types);
  if (widened && narrowed) return [];
  const message = `type ${describe(old.types)} → ${describe(next.types)}`;
  const values = { old: old.types && [...old.types].sort(), new: next.types && [...next.types].sort() };
  if (widened || narrowed) {
    const narrows = narrowed;
    return [{ rule: narrows ? 'type-narrowed' : 'type-widened', verdict: verdictFor(direction, narrows), message, basis: basisFor(direction, narrows), values }];
  }
  return [{ rule: 'type-changed', verdict: 'breaking', message, basis: basis.removed, values }];
}
