/**
 * ISO 8601 date-times at UTC as the spec profile reads them (section 2.2; decision A35): any
 * precision, a zero offset written `Z` or `+00:00` (also `+0000`, `+00`), and a real calendar time.
 */
const isoUtc = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:Z|\+00(?::?00)?)$/;

export function isUtcTimestamp(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = isoUtc.exec(value);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((p) => Number(p ?? 0));
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2026-02-30 over into March; a real time reads back the same fields.
  return at.getUTCFullYear() === year && at.getUTCMonth() + 1 === month && at.getUTCDate() === day && at.getUTCHours() === hour && at.getUTCMinutes() === minute && at.getUTCSeconds() === second;
}

/** The reference's own form (A35): milliseconds always, `Z` suffix. */
export const referenceTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
