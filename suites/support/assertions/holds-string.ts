/**
 * Whether a JSON tree holds a string somewhere, at any path. Used on what reached the platform:
 * the platform's request layout is the upstream contract's business, the check only needs to know
 * the value arrived unchanged (not truncated, not re-encoded).
 */
export function holdsString(tree: unknown, wanted: string): boolean {
  if (tree === wanted) return true;
  if (Array.isArray(tree)) return tree.some((item) => holdsString(item, wanted));
  if (tree !== null && typeof tree === 'object') return Object.values(tree).some((value) => holdsString(value, wanted));
  return false;
}
