/**
 * Looking for a value in a JSON tree without assuming its layout: a value counts when it appears
 * anywhere. Used on event payloads (section 6 shows no layout, decision A54) and on what reached
 * the platform (its layout is the upstream contract's business; a check only needs to know the
 * value arrived unchanged).
 */
/** Every string in the tree, in no particular order. */
export function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(strings);
  if (tree !== null && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

/** Some string in the tree equals `value`. */
export function holdsValue(tree: unknown, value: string): boolean {
  return strings(tree).includes(value);
}

/** Some string in the tree contains `fragment`. */
export function holdsText(tree: unknown, fragment: string): boolean {
  return strings(tree).some((s) => s.includes(fragment));
}
