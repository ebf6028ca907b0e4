/**
 * Spec sections of what the contract does not tag itself. Operations, schemas, events and
 * catalogue entries carry `x-spec-section`; parameters and headers do not, so this small table
 * names the section of each header and parameter the spec describes.
 */

const parameterSections: Record<string, string> = {
  'header authorization': '5.1',
  'header x-phone-number-id': '5.2',
  'header idempotency-key': '3.3',
  'header idempotency-replayed': '3.3',
  'header x-service-signature': '4.3',
  'header x-service-timestamp': '4.3',
  'header x-service-event': '4.3',
  'header x-service-delivery': '4.3',
  'query sendable': '4.2',
  'query cursor': '4.2',
  'query limit': '4.2',
};

/** The section of a parameter or header, keyed as `header x-phone-number-id` or `query limit`. */
export function parameterSection(key: string): string | undefined {
  return parameterSections[key.toLowerCase()];
}

/** `4.1` before `4.2` before `10`. */
export function sectionOrder(a: string, b: string): number {
  const [pa, pb] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Distinct sections in order. */
export function sortedSections(sections: Iterable<string>): string[] {
  return [...new Set(sections)].sort(sectionOrder);
}
