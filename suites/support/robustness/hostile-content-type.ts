/**
 * Content-Type values around `application/json`: the JSON media type with odd but lawful spelling
 * and parameters (section 4: request bodies are JSON), and everything that is not JSON (decision
 * A17: any 4xx): none at all, text, forms, multipart, look-alikes, lists, very long values.
 */
import fc from 'fast-check';

export interface HostileContentType {
  /** undefined sends no Content-Type header. */
  value: string | undefined;
  /** The value names the JSON media type. */
  json: boolean;
}

const jsonSpellings = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8', 'application/json; charset=utf-8; q=1'];
const notJson = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'json', 'application/xml', 'application/octet-stream', 'text/json5', '*/*', ''];

export const hostileContentType: fc.Arbitrary<HostileContentType> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...jsonSpellings).map((value) => ({ value, json: true })) },
  { weight: 3, arbitrary: fc.constantFrom<string | undefined>(undefined, ...notJson).map((value) => ({ value, json: false })) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 8_000 }).map((n) => ({ value: `application/${'x'.repeat(n)}`, json: false })) },
);
