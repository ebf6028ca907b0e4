/**
 * The path syntax of the contract's own keywords (`sections[].rows[].id`: members joined by dots,
 * `[]` stepping into every element), resolved against an instance with each value's location.
 */

/** Where a value sits in an instance: member names and array indexes from the root down. */
export type Loc = (string | number)[];

export interface PathStep {
  key: string;
  spread: boolean;
}

export interface Found {
  value: unknown;
  loc: Loc;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const parsed = new Map<string, PathStep[]>();

/** The steps of a path; parsed once per distinct path. */
export function parsePath(path: string): PathStep[] {
  let steps = parsed.get(path);
  if (!steps) {
    steps = path.split('.').map((step) => (step.endsWith('[]') ? { key: step.slice(0, -2), spread: true } : { key: step, spread: false }));
    parsed.set(path, steps);
  }
  return steps;
}

/**
 * The values at `steps` below `root` (found at `loc`). With `strict`, any member missing or any
 * `[]` step meeting a non-array makes the answer `undefined`: the shape is the schema's to judge.
 * Without it, such branches are skipped.
 */
export function valuesAt(root: unknown, loc: Loc, steps: readonly PathStep[], strict: boolean): Found[] | undefined {
  let current: Found[] = [{ value: root, loc }];
  for (const { key, spread } of steps) {
    const next: Found[] = [];
    for (const { value, loc: at } of current) {
      const inner = isPlainObject(value) ? value[key] : undefined;
      if (inner === undefined || (spread && !Array.isArray(inner))) {
        if (strict) return undefined;
        continue;
      }
      if (!spread) next.push({ value: inner, loc: [...at, key] });
      else (inner as unknown[]).forEach((item, index) => next.push({ value: item, loc: [...at, key, index] }));
    }
    current = next;
  }
  return current;
}
