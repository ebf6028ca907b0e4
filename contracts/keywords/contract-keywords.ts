/**
 * What the contract's own keywords mean (README, "Extensions"), which JSON Schema cannot say:
 * `x-total-items` counts items across nested arrays (1 to 10 rows over all sections of a list),
 * `x-unique-values` names values that may not repeat within one instance (button ids, row ids).
 * Each reader of the contract (the reference gateway, the platform mock) asks here what a
 * keyword demands of an instance and words the answer in its own error format.
 */
import { isPlainObject, parsePath, valuesAt, type Found, type Loc, type PathStep } from './keyword-path.ts';

/** The keywords that state limits on an instance; a schema without any of them needs no walk. */
export const limitKeywords = ['x-total-items', 'x-unique-values'] as const;

/** `x-total-items` as a schema carries it: the path counted and its bounds. */
export interface TotalItemsRule {
  path: string;
  steps: PathStep[];
  minimum: number | undefined;
  maximum: number | undefined;
}

/** The schema's `x-total-items`, when it has a readable one. */
export function totalItemsRule(schema: Record<string, unknown>): TotalItemsRule | undefined {
  const rule = schema['x-total-items'];
  if (!isPlainObject(rule) || typeof rule.path !== 'string') return undefined;
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { path: rule.path, steps: parsePath(rule.path), minimum: bound(rule.minimum), maximum: bound(rule.maximum) };
}

/** The paths of the schema's `x-unique-values`. */
export function uniqueValuePaths(schema: Record<string, unknown>): string[] {
  const paths = schema['x-unique-values'];
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
}

/**
 * How many items the rule's path finds in `value`: the lengths of the arrays at its end, added.
 * With `strict`, `undefined` when the instance lacks the shape the path walks (a member missing,
 * a list that is not an array): that is a schema fault, not a count. Without it, what is missing
 * counts nothing.
 */
export function itemCount(rule: TotalItemsRule, value: unknown, strict: boolean): number | undefined {
  const lists = valuesAt(value, [], rule.steps, strict);
  if (!lists) return undefined;
  if (strict && !lists.every((found) => Array.isArray(found.value))) return undefined;
  return lists.reduce((sum, found) => sum + (Array.isArray(found.value) ? found.value.length : 0), 0);
}

/** Which bound a count breaks, the upper one first. */
export function brokenBound(rule: TotalItemsRule, count: number): 'maximum' | 'minimum' | undefined {
  if (rule.maximum !== undefined && count > rule.maximum) return 'maximum';
  if (rule.minimum !== undefined && count < rule.minimum) return 'minimum';
  return undefined;
}

/**
 * The values at `path` below `value` (found at `loc`) that repeat one found earlier, in
 * instance order. Values compare as JavaScript's `Set` does: equal primitives repeat, two
 * objects never do.
 */
export function repeatedValues(value: unknown, path: string, loc: Loc = []): Found[] {
  const seen = new Set<unknown>();
  const repeats: Found[] = [];
  for (const found of valuesAt(value, loc, parsePath(path), false) ?? []) {
    if (seen.has(found.value)) repeats.push(found);
    seen.add(found.value);
  }
  return repeats;
}
