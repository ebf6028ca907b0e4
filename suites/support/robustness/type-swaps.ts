/**
 * A valid send with one value of the wrong JSON type: numbers where strings belong (the phone
 * number as a number, above all), strings of digits where something else belongs, booleans,
 * null, arrays and objects. The value may sit at any depth of the body.
 */
import fc from 'fast-check';
import { hostileBytes, type HostileBytes } from './hostile-bytes.ts';

export interface TypeSwap {
  what: string;
  body: Record<string, unknown>;
}

type Path = (string | number)[];

/** Paths to every scalar, and to every empty array or object (a value too), below the top. */
function leaves(value: unknown, path: Path = []): Path[] {
  const inner = Array.isArray(value) ? value.flatMap((item, i) => leaves(item, [...path, i])) : value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key])) : [];
  if (inner.length > 0) return inner;
  return path.length === 0 ? [] : [path];
}

function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: replaced(record[String(head)], rest, by) };
}

const wrongValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(12025550101, 0, -1, 1e308, 3.14, true, false, null, [], {}, ['x'], { x: 1 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.stringMatching(/^[0-9]{1,20}$/),
);

function describePath(path: Path): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').replace(/^\./, '');
}

/** `valid` must hold at least one member. */
export function typeSwaps(valid: Record<string, unknown>): fc.Arbitrary<TypeSwap> {
  const paths = leaves(valid);
  if (paths.length === 0) throw new RangeError('typeSwaps needs a body with at least one member');
  return fc.tuple(fc.constantFrom(...paths), wrongValues).map(([path, value]) => ({
    what: `${describePath(path)} as ${JSON.stringify(value)}`,
    body: replaced(valid, path, value) as Record<string, unknown>,
  }));
}

/** The swaps as bodies on the wire, each described as `<what>: <path> as <value>`. */
export function typeSwapBytes(valid: Record<string, unknown>, what = 'a wrong type'): fc.Arbitrary<HostileBytes> {
  return typeSwaps(valid).map((swap) => hostileBytes(`${what}: ${swap.what}`, JSON.stringify(swap.body)));
}
