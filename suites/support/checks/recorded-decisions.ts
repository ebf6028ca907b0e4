/** The ids of the entries of docs/decisions.md (A1, A2, …): what a check or a catalogue entry may cite. */
import { readFileSync } from 'node:fs';

let read: ReadonlySet<string> | undefined;

export function recordedDecisions(): ReadonlySet<string> {
  read ??= new Set([...readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8').matchAll(/^### (A\d+) /gm)].map((m) => m[1] ?? ''));
  return read;
}
