/**
 * Reads values out of a parsed snapshot, naming the exact place of the first thing wrong. A saved
 * state is only ever taken whole: one bad value refuses the file, nothing is guessed or dropped.
 */

export class SnapshotProblem extends Error {
  override name = 'SnapshotProblem';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

type Fields = Record<string, unknown>;

export function record(value: unknown, path: string): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new SnapshotProblem(path, 'expected an object');
  return value as Fields;
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new SnapshotProblem(path, 'expected an array');
  return value;
}

export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new SnapshotProblem(path, 'expected a string');
  return value;
}

export function integer(value: unknown, path: string): number {
  if (!Number.isSafeInteger(value)) throw new SnapshotProblem(path, 'expected a whole number');
  return value as number;
}

export function nullable<T>(value: unknown, path: string, read: (value: unknown, path: string) => T): T | null {
  return value === null ? null : read(value, path);
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new SnapshotProblem(path, 'expected true or false');
  return value;
}
