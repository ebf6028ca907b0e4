/**
 * Placeholders of template text: numbered (`{{1}}`) or named (`{{first_name}}`).
 */
const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

// Template texts are few and are read on every template send: their keys are worked out once.
// Bounded, so texts that are not a world's templates cannot grow it without end.
const known = new Map<string, readonly string[]>();
const knownLimit = 4096;

/** The distinct placeholder keys of `text`, in order of first appearance. */
export function placeholdersOf(text: string | undefined): string[] {
  const source = text ?? '';
  let keys = known.get(source);
  if (keys === undefined) {
    keys = [...new Set([...source.matchAll(placeholder)].map((m) => m[1] ?? ''))];
    if (known.size >= knownLimit) known.clear();
    known.set(source, keys);
  }
  return [...keys];
}

/** `text` with each placeholder replaced by `valueOf(key)`; a key without a value stays as written. */
export function substitute(text: string, valueOf: (key: string) => string | undefined): string {
  return text.replace(placeholder, (whole, key: string) => valueOf(key) ?? whole);
}
