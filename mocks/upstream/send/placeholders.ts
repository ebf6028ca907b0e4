/**
 * Placeholders of template text: numbered (`{{1}}`) or named (`{{first_name}}`).
 */
const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The distinct placeholder keys of `text`, in order of first appearance. */
export function placeholdersOf(text: string | undefined): string[] {
  return [...new Set([...(text ?? '').matchAll(placeholder)].map((m) => m[1] ?? ''))];
}

/** `text` with each placeholder replaced by `valueOf(key)`; a key without a value stays as written. */
export function substitute(text: string, valueOf: (key: string) => string | undefined): string {
  return text.replace(placeholder, (whole, key: string) => valueOf(key) ?? whole);
}
