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

function leaves(tree: unknown): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap(leaves);
  if (tree !== null && typeof tree === 'object') return Object.values(tree).flatMap(leaves);
  return [tree];
}

/** Some number in the tree equals `value`, or some string spells it in decimal. */
export function holdsNumber(tree: unknown, value: number): boolean {
  return leaves(tree).some((leaf) => leaf === value || leaf === String(value));
}

/** The strings in the tree that are absolute http or https URLs. */
export function urlsIn(tree: unknown): string[] {
  return strings(tree).filter((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  });
}
