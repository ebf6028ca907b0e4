/**
 * A deep copy of parsed JSON. `structuredClone` goes through V8's serializer and cost about as
 * much as all the platform checks of a send together; a plain walk is several times cheaper for
 * the small bodies a send carries. Anything that is not plain JSON data still goes through
 * `structuredClone`, so the copy is never shallower than before.
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // JSON.parse makes "__proto__" an own member; plain assignment would set the prototype instead.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copyJson(inner), enumerable: true, writable: true, configurable: true });
    else out[key] = copyJson(inner);
  }
  return out as T;
}
