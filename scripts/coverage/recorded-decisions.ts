/** The ids of the entries of docs/decisions.md (A1, A2, …), which catalogue statements may cite. */
import { readFileSync } from 'node:fs';

const decisionsFile = new URL('../../docs/decisions.md', import.meta.url);

export function decisionIdsIn(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^### (A\d+) /gm)].map((m) => m[1] ?? ''));
}

export function recordedDecisions(): Set<string> {
  return decisionIdsIn(readFileSync(decisionsFile, 'utf8'));
}
