/**
 * Placeholders in approved template wording: numbered (`{{1}}`) or named (`{{first_name}}`).
 * Both styles share one spelling, so one pattern finds them; the template's `parameter_format`
 * says which style applies.
 */
const pattern = /\{\{\s*(\w+)\s*\}\}/gu;

/** The distinct placeholder keys in `text`, in order of first appearance. */
export function placeholdersOf(text: string | undefined): string[] {
  const keys: string[] = [];
  for (const match of (text ?? '').matchAll(pattern)) {
    const key = match[1] ?? '';
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** `text` with each placeholder replaced by `valueOf(key)`; a key without a value stays as written. */
export function fillPlaceholders(text: string, valueOf: (key: string) => string | undefined): string {
  return text.replace(pattern, (whole: string, key: string) => valueOf(key) ?? whole);
}
