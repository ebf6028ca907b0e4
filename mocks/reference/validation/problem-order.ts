/**
 * Problems in the order their fields appear in the body, so `detail` is stable and the first
 * entry (the one the message names, decision A4) is the first offending field a reader meets.
 */
import type { FieldProblem } from '../errors/gateway-error.ts';
import { isPlainObject } from './schema-node.ts';

function rankOf(loc: FieldProblem['loc'], body: unknown, keysOf: (value: object) => string[]): number[] {
  const rank: number[] = [];
  let current = body;
  // loc[0] is the source (`body`), not a member.
  for (const part of loc.slice(1)) {
    if (typeof part === 'number') {
      rank.push(part);
      current = Array.isArray(current) ? current[part] : undefined;
      continue;
    }
    const keys = isPlainObject(current) ? keysOf(current) : [];
    const at = keys.indexOf(part);
    // A required member that is missing sorts after the members that are there.
    rank.push(at === -1 ? keys.length : at);
    current = isPlainObject(current) ? current[part] : undefined;
  }
  return rank;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/** `problems` sorted by where their fields sit in `body`; ties keep their order. */
export function inDocumentOrder<T extends FieldProblem>(problems: readonly T[], body: unknown): T[] {
  if (problems.length < 2) return [...problems];
  const keys = new Map<object, string[]>();
  const keysOf = (value: object): string[] => {
    let found = keys.get(value);
    if (!found) {
      found = Object.keys(value);
      keys.set(value, found);
    }
    return found;
  };
  return problems
    .map((problem, index) => ({ problem, index, rank: rankOf(problem.loc, body, keysOf) }))
    .sort((a, b) => compareRanks(a.rank, b.rank) || a.index - b.index)
    .map(({ problem }) => problem);
}
