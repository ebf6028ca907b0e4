/**
 * Enumerated values. A value removed or renamed breaks clients either way (§9). A new value is
 * allowed where clients send it, and, by decision A72, also where the service returns it.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';
import { valueKey, type Flat } from '../flat.ts';
import type { Json } from '../resolver.ts';

const show = (v: Json): string => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** Pairs of a removed and an added value that are one renamed value: same letters in another case, or a one-for-one swap. */
function renames(removed: Json[], added: Json[]): [Json, Json][] {
  const pairs: [Json, Json][] = [];
  const left = [...added];
  for (const r of removed) {
    const i = left.findIndex((a) => typeof a === 'string' && typeof r === 'string' && a.toLowerCase() === r.toLowerCase());
    if (i >= 0) pairs.push([r, left.splice(i, 1)[0]]);
  }
  const unpaired = removed.filter((r) => !pairs.some(([p]) => p === r));
  if (unpaired.length === 1 && left.length === 1) pairs.push([unpaired[0], left[0]]);
  return pairs;
}

export function enumFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  if (old.enum === undefined && next.enum === undefined) return [];
  if (old.enum === undefined) {
    const message = `values restricted to ${(next.enum ?? []).map(show).join(', ')}`;
    return [direction === 'input' ? { rule: 'enum-added', verdict: 'breaking', message, basis: basis.inputNarrowed } : { rule: 'enum-added', verdict: 'allowed', message, basis: basis.outputNarrowed }];
  }
  if (next.enum === undefined) {
    const message = 'values no longer enumerated';
    return [{ rule: 'enum-dropped', verdict: 'allowed', message, basis: direction === 'input' ? basis.inputWidened : basis.newValue }];
  }
  const oldKeys = new Set(old.enum.map(valueKey));
  const newKeys = new Set(next.enum.map(valueKey));
  const removed = old.enum.filter((v) => !newKeys.has(valueKey(v)));
  const added = next.enum.filter((v) => !oldKeys.has(valueKey(v)));
  const renamed = renames(removed, added);
  const findings: Finding[] = renamed.map(([from, to]) => ({ rule: 'enum-value-renamed', verdict: 'breaking', message: `value ${show(from)} renamed to ${show(to)}`, basis: basis.removed, values: { old: from, new: to } }));
  for (const v of removed) if (!renamed.some(([from]) => from === v)) findings.push({ rule: 'enum-value-removed', verdict: 'breaking', message: `value ${show(v)} removed`, basis: basis.removed, values: { old: v } });
  for (const v of added) {
    if (renamed.some(([, to]) => to === v)) continue;
    findings.push({ rule: 'enum-value-added', verdict: 'allowed', message: `value ${show(v)} added`, basis: direction === 'input' ? basis.inputWidened : basis.newValue, values: { new: v } });
  }
  return findings;
}
