/**
 * The contract's error catalogue (`x-error-catalogue`: each code with its status and whether it
 * is retryable, §7). A code dropped from it, given another status or made (non-)retryable breaks
 * clients; a new entry is allowed (A72). The catalogue appearing or disappearing as a whole is
 * documentation: the codes each operation answers are compared on their own.
 */
import { basis } from '../basis.ts';
import type { Finding } from '../change.ts';
import { isObject, type Json } from '../resolver.ts';

export interface Catalogue {
  /** The component that carries it, e.g. `ErrorCode`. */
  holder: string;
  entries: Record<string, Record<string, Json>>;
}

export function catalogueOf(root: Record<string, Json>): Catalogue | undefined {
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema) && isObject(schema['x-error-catalogue'])) {
      const entries = Object.fromEntries(Object.entries(schema['x-error-catalogue']).filter((e): e is [string, Record<string, Json>] => isObject(e[1])));
      return { holder: name, entries };
    }
  }
  return undefined;
}

export function catalogueFindings(old: Catalogue | undefined, next: Catalogue | undefined): Finding[] {
  if (!old && !next) return [];
  if (!old || !next) {
    const added = !old;
    return [{ rule: added ? 'catalogue-added' : 'catalogue-removed', verdict: 'allowed', message: `error catalogue ${added ? 'added' : 'removed'}`, basis: basis.catalogue, section: '7' }];
  }
  const findings: Finding[] = [];
  for (const [code, entry] of Object.entries(old.entries)) {
    const now = next.entries[code];
    if (!now) {
      findings.push({ rule: 'code-removed', verdict: 'breaking', message: `code \`${code}\` removed from the catalogue`, basis: basis.codes, section: '7', values: { old: code } });
      continue;
    }
    if (entry.status !== now.status) findings.push({ rule: 'code-status-changed', verdict: 'breaking', message: `code \`${code}\` status ${String(entry.status)} → ${String(now.status)}`, basis: basis.codes, section: '7', values: { old: entry.status, new: now.status } });
    if (entry.retryable !== now.retryable) findings.push({ rule: 'code-retryable-changed', verdict: 'breaking', message: `code \`${code}\` retryable ${String(entry.retryable)} → ${String(now.retryable)}`, basis: basis.codes, section: '7', values: { old: entry.retryable, new: now.retryable } });
  }
  for (const code of Object.keys(next.entries)) {
    if (!(code in old.entries)) findings.push({ rule: 'code-added', verdict: 'allowed', message: `code \`${code}\` added to the catalogue`, basis: basis.newValue, section: '7', values: { new: code } });
  }
  return findings;
}
