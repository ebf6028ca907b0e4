/**
 * A surviving mutant's stable name, so a reason written for it keeps applying while lines move:
 * its file, its mutator, and the text it replaced and put in (whitespace runs collapsed; long
 * originals, such as a whole block, shortened to their two ends).
 */
import type { Mutant } from './mutation-report.ts';

const longest = 100;

/** Whitespace runs collapsed to one space; past 100 characters, the first 60 and last 30 around an ellipsis. */
export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= longest ? flat : `${flat.slice(0, 60)}…${flat.slice(-30)}`;
}

export interface SurvivorKey {
  file: string;
  mutator: string;
  original: string;
  replacement: string;
}

export function survivorKey(mutant: Mutant): SurvivorKey {
  return { file: mutant.file, mutator: mutant.mutator, original: snippet(mutant.original), replacement: snippet(mutant.replacement) };
}

/** One string per key, for lookups: the reasons file's entries are keyed the same way. */
export function keyText(key: SurvivorKey): string {
  return [key.file, key.mutator, snippet(key.original), snippet(key.replacement)].join('\u0000');
}
