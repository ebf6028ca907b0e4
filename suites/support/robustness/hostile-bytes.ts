/**
 * A hostile body as it goes on the wire: its exact bytes, what it is (for a failure message), and
 * how a JSON reader must see it, worked out from the bytes themselves rather than from how they
 * were made: not UTF-8 at all, UTF-8 but not JSON, JSON that is not an object, or an object.
 */
import fc from 'fast-check';

export type JsonKind = 'not-utf8' | 'not-json' | 'not-object' | 'object';

export interface HostileBytes {
  what: string;
  bytes: Buffer;
  kind: JsonKind;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function jsonKind(bytes: Buffer): JsonKind {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return 'not-utf8';
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? 'object' : 'not-object';
}

export function hostileBytes(what: string, bytes: Buffer | string): HostileBytes {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return { what, bytes: buffer, kind: jsonKind(buffer) };
}

/** Bytes with no structure at all, 1 to `maxLength` of them. */
export function randomBytes(maxLength: number): fc.Arbitrary<HostileBytes> {
  return fc.uint8Array({ minLength: 1, maxLength }).map((bytes) => hostileBytes(`${bytes.length} random bytes`, Buffer.from(bytes)));
}
