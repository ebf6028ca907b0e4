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

const isoInstant = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
// Unix times between 2001 and 2286, in seconds or milliseconds.
const secondsRange = [1e9, 1e10] as const;
const millisecondsRange = [1e12, 1e13] as const;

function instantOf(leaf: unknown): number | undefined {
  if (typeof leaf === 'string' && isoInstant.test(leaf)) {
    const ms = Date.parse(leaf);
    return Number.isNaN(ms) ? undefined : ms;
  }
  const n = typeof leaf === 'number' ? leaf : typeof leaf === 'string' && /^\d+(\.\d+)?$/.test(leaf) ? Number(leaf) : undefined;
  if (n === undefined) return undefined;
  if (n >= secondsRange[0] && n < secondsRange[1]) return n * 1000;
  if (n >= millisecondsRange[0] && n < millisecondsRange[1]) return n;
  return undefined;
}

/**
 * Every instant the tree holds, in milliseconds: ISO 8601 date-times with a zone, and Unix times
 * in seconds or milliseconds (as numbers or digit strings).
 */
export function instantsIn(tree: unknown): number[] {
  return leaves(tree).flatMap((leaf) => {
    const ms = instantOf(leaf);
    return ms === undefined ? [] : [ms];
  });
}
