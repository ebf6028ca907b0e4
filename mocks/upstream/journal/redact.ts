/**
 * Secrets never enter the journal: the journal redacts on the way in, so no caller can forget.
 * Header names are lower-cased (as Node reports them) and repeated values joined.
 */

/** Headers whose values are replaced by `<redacted>`. */
export const redactedHeaders: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'x-hub-signature-256']);

export const redacted = '<redacted>';

export type HeaderValues = Readonly<Record<string, string | readonly string[] | number | undefined>>;

/** The value the journal keeps for header `name` (already lower-cased): a secret's replaced, repeated values joined. */
export function redactedValue(name: string, value: string | readonly string[] | number): string {
  return redactedHeaders.has(name) ? redacted : Array.isArray(value) ? value.join(', ') : String(value);
}

/** Plain string headers with every secret replaced. */
export function redactHeaders(headers: HeaderValues): Record<string, string> {
  const out: Record<string, string> = {};
  // A plain loop: this runs on every request the mock answers.
  for (const rawName in headers) {
    const value = headers[rawName];
    if (value === undefined || !Object.hasOwn(headers, rawName)) continue;
    const name = rawName.toLowerCase();
    out[name] = redactedValue(name, value);
  }
  return out;
}
