/**
 * Limits the contract states with its own keywords, which JSON Schema cannot say:
 * `x-unique-values` (these values may not repeat, e.g. reply button titles) and `x-total-items`
 * (a count across nested lists, e.g. at most ten rows over all sections of a list message).
 * What they mean is contracts/keywords/; here a breach becomes the platform's error.
 */
import { brokenBound, itemCount, repeatedValues, totalItemsRule, uniqueValuePaths } from '../../../contracts/keywords/contract-keywords.ts';
import { parsePath, valuesAt as foundAt } from '../../../contracts/keywords/keyword-path.ts';
import type { SchemaNode } from './contract-schema.ts';
import { refusal, type Refusal } from './refusal.ts';

/** Values at a path such as `action.sections[].rows[].id`; `[]` steps into every item. */
export function valuesAt(value: unknown, path: string): unknown[] {
  return (foundAt(value, [], parsePath(path), false) ?? []).map((found) => found.value);
}

function where(path: string, inner: string): string {
  return path === '' ? inner : `${path}.${inner}`;
}

/** The first contract extension `value` breaks, if any. */
export function checkExtensions(schema: SchemaNode, value: unknown, path: string): Refusal | undefined {
  for (const inner of uniqueValuePaths(schema)) {
    const [repeat] = repeatedValues(value, inner);
    if (repeat) return refusal(131009, `Parameter '${where(path, inner)}' repeats ${JSON.stringify(repeat.value)}; its values must be unique.`);
  }
  const total = totalItemsRule(schema);
  const count = total && itemCount(total, value, false);
  if (total && count !== undefined && brokenBound(total, count)) {
    return refusal(131009, `Parameter '${where(path, total.path)}' holds ${count} items in total; allowed are ${String(total.minimum)} to ${String(total.maximum)}.`);
  }
  return undefined;
}
