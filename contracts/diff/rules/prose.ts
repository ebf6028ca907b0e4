/**
 * Wording: descriptions, summaries and examples. §9 makes `code` values the contract and not
 * messages, and an example or a description promises nothing a schema does not; so these are
 * allowed, and they select no checks. The two documents are walked side by side, with list
 * entries lined up by name (parameters) or reference rather than by position.
 */
import { basis } from '../basis.ts';
import { isObject, pointerEscape, type Json } from '../resolver.ts';

export interface ProseChange {
  /** JSON pointer in the new document. */
  pointer: string;
  rule: 'prose-changed' | 'examples-changed';
  message: string;
  basis: string;
}

const textKeys = new Set(['description', 'summary']);
const exampleKeys = new Set(['example', 'examples']);

function entryKey(entry: Json, index: number): string {
  if (isObject(entry)) {
    if (typeof entry.name === 'string') return `${String(entry.in ?? '')} ${entry.name}`;
    if (typeof entry.$ref === 'string') return entry.$ref;
  }
  return String(index);
}

export function proseChanges(old: Json, next: Json, pointer = ''): ProseChange[] {
  const found: ProseChange[] = [];
  if (Array.isArray(old) && Array.isArray(next)) {
    const before = new Map(old.map((e, i) => [entryKey(e, i), e]));
    next.forEach((e, i) => {
      const key = entryKey(e, i);
      if (before.has(key)) found.push(...proseChanges(before.get(key), e, `${pointer}/${i}`));
    });
    return found;
  }
  if (!isObject(old) || !isObject(next)) return found;
  for (const [key, now] of Object.entries(next)) {
    if (!(key in old)) continue;
    const was = old[key];
    const at = `${pointer}/${pointerEscape(key)}`;
    if (textKeys.has(key) && typeof now === 'string' && typeof was === 'string') {
      if (now !== was) found.push({ pointer: at, rule: 'prose-changed', message: `${key} reworded`, basis: basis.prose });
    } else if (exampleKeys.has(key)) {
      if (JSON.stringify(now) !== JSON.stringify(was)) found.push({ pointer: at, rule: 'examples-changed', message: `${key} changed`, basis: basis.prose });
    } else found.push(...proseChanges(was, now, at));
  }
  return found;
}
