/**
 * Placeholders in approved template wording: numbered (`{{1}}`) or named (`{{first_name}}`).
 * Both styles share one spelling, so one pattern finds them; the template's `parameter_format`
 * says which style applies.
 */
const pattern = /\{\{\s*(\w+)\s*\}\}/gu;

// A send reads its template's placeholders three times (the check, the platform request, the
// event's wording) and a template's text rarely changes: found once per text, not per send.
// Bounded, since template texts come from outside.
const found = new Map<string, readonly string[]>();
const cacheLimit = 1_000;

/** The distinct placeholder keys in `text`, in order of first appearance. Read only: shared by every caller. */
export function placeholdersOf(text: string | undefined): readonly string[] {
  const source = text ?? '';
  let keys = found.get(source);
  if (keys === undefined) {
    const distinct: string[] = [];
    for (const match of source.matchAll(pattern)) {
      const key = match[1] ?? '';
      if (!distinct.includes(key)) distinct.push(key);
    }
    keys = Object.freeze(distinct);
    if (found.size >= cacheLimit) found.clear();
    found.set(source, keys);
  }
  return keys;
}

/** `text` with each placeholder replaced by `valueOf(key)`; a key without a value stays as written. */
export function fillPlaceholders(text: string, valueOf: (key: string) => string | undefined): string {
  return text.replace(pattern, (whole: string, key: string) => valueOf(key) ?? whole);
}
