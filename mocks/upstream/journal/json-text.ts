/**
 * A body the journal holds as the JSON text it was read or written as, parsed only when the
 * journal is read. A parsed body is a tree of objects that lives as long as its entry: ten thousand
 * entries of them kept the garbage collector copying and marking on every send, where one string
 * per body costs it next to nothing. Strings cannot change, so the journal needs no copy either.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Parsed JSON when the text is JSON, else the text itself; nothing for an empty text. */
export function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A stored body as readers see it. */
export function readableBody(value: unknown): unknown {
  return value instanceof JsonText ? parseBody(value.text) : value;
}
