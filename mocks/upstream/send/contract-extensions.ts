/**
 * Limits the contract states with its own keywords, which JSON Schema cannot say:
 * `x-unique-values` (these values may not repeat, e.g. reply button titles) and `x-total-items`
 * (a count across nested lists, e.g. at most ten rows over all sections of a list message).
 */
import { isPlainObject, type SchemaNode } from './contract-schema.ts';
import { refusal, type Refusal } from './refusal.ts';

/** Values at a path such as `action.sections[].rows[].id`; `[]` steps into every item. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const step of path.split('.')) {
    const spread = step.endsWith('[]');
    const key = spread ? step.slice(0, -2) : step;
    current = current.flatMap((node) => {
      const inner = isPlainObject(node) ? node[key] : undefined;
      if (inner === undefined) return [];
      return spread ? (Array.isArray(inner) ? inner : []) : [inner];
    });
  }
  return current;
}

function where(path: string, inner: string): string {
  return path === '' ? inner : `${path}.${inner}`;
}

/** The first contract extension `value` breaks, if any. */
export function checkExtensions(schema: SchemaNode, value: unknown, path: string): Refusal | undefined {
  const unique = schema['x-unique-values'];
  for (const inner of Array.isArray(unique) ? (unique as string[]) : []) {
    const seen = new Set<unknown>();
    for (const item of valuesAt(value, inner)) {
      if (seen.has(item)) return refusal(131009, `Parameter '${where(path, inner)}' repeats ${JSON.stringify(item)}; its values must be unique.`);
      seen.add(item);
    }
  }
  const total = schema['x-total-items'];
  if (isPlainObject(total) && typeof total.path === 'string') {
    const count = valuesAt(value, total.path).reduce<number>((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
    const { minimum, maximum } = total;
    if ((typeof minimum === 'number' && count < minimum) || (typeof maximum === 'number' && count > maximum)) {
      return refusal(131009, `Parameter '${where(path, total.path)}' holds ${count} items in total; allowed are ${String(minimum)} to ${String(maximum)}.`);
    }
  }
  return undefined;
}
