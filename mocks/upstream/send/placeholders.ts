/**
 * Placeholders of template text: numbered (`{{1}}`) or named (`{{first_name}}`).
 */
const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

// Template texts are few and are read on every template send: their keys are worked out once.
// Bounded, so texts that are not a world's templates cannot grow it without end.
const known = new Map<string, readonly string[]>();
const knownLimit = 4096;

/**
 * The distinct placeholder keys of `text`, in order of first appearance, as kept: shared by every
 * caller, so never to be changed. The rules of a send only read them.
 */
export function placeholderKeys(text: string | undefined): readonly string[] {
  const source = text ?? '';
  let keys = known.get(source);
  if (keys === undefined) {
    keys = [...new Set([...source.matchAll(placeholder)].map((m) => m[1] ?? ''))];
    if (known.size >= knownLimit) known.clear();
    known.set(source, keys);
  }
  return keys;
}

/** The distinct placeholder keys of `text`, in order of first appearance (a copy of its own). */
export function placeholdersOf(text: string | undefined): string[] {
  return [...placeholderKeys(text)];
}

/** A text cut at its placeholders: literal text, and `[key, placeholder as written]` where one stood. */
type Piece = string | readonly [key: string, whole: string];

// Cut once per text, like the keys above: a regular-expression replace with a callback on every
// template send showed as the largest single item of the send route's own work.
const cut = new Map<string, readonly Piece[]>();

function piecesOf(text: string): readonly Piece[] {
  let pieces = cut.get(text);
  if (pieces === undefined) {
    const found: Piece[] = [];
    let from = 0;
    for (const match of text.matchAll(placeholder)) {
      if (match.index > from) found.push(text.slice(from, match.index));
      found.push([match[1] ?? '', match[0]]);
      from = match.index + match[0].length;
    }
    if (from < text.length) found.push(text.slice(from));
    if (cut.size >= knownLimit) cut.clear();
    cut.set(text, (pieces = found));
  }
  return pieces;
}

/** `text` with each placeholder replaced by `valueOf(key)`; a key without a value stays as written. */
export function substitute(text: string, valueOf: (key: string) => string | undefined): string {
  let filled = '';
  for (const piece of piecesOf(text)) filled += typeof piece === 'string' ? piece : (valueOf(piece[0]) ?? piece[1]);
  return filled;
}
