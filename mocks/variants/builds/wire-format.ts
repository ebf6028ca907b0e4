/**
 * How answers are written, where the spec fixes only what they say: timestamp offsets and
 * precision (decision A35), key order and whitespace, fields and headers a client does not know
 * (section 9: clients ignore unknown fields), and the prose of error messages (A4, section 7:
 * clients branch on `code`).
 */
import type { AllowedVariant } from '../allowed-variant.ts';
import type { WireExchange } from '../../faulty/kit/wire.ts';
import { isListing, isObject, isSend, mapTree, withJson, type Json } from '../kit/json-answer.ts';

/** The two operations (section 4); the served documents stay as written. */
const operation = (exchange: WireExchange) => isSend(exchange) || isListing(exchange);

const isoUtc = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?Z$/;

function timestamps(change: (seconds: string, fraction: string) => string): (value: Json) => Json {
  return (value) => {
    if (typeof value !== 'string') return value;
    const match = isoUtc.exec(value);
    return match ? change(match[1] ?? '', match[2] ?? '') : value;
  };
}

export const timestampsWithOffset: AllowedVariant = {
  name: 'timestamps-with-offset',
  decision: 'A35',
  sections: ['2.2', '2.5'],
  change: 'Every timestamp in an answer ends in +00:00 instead of Z.',
  wire: (exchange) => (operation(exchange) ? withJson(exchange, (body) => mapTree(body, timestamps((seconds, fraction) => `${seconds}${fraction}+00:00`))) : exchange),
};

export const timestampsInWholeSeconds: AllowedVariant = {
  name: 'timestamps-in-whole-seconds',
  decision: 'A35',
  sections: ['2.2', '2.5'],
  change: 'Every timestamp in an answer is written to the second, without fractional digits.',
  wire: (exchange) => (operation(exchange) ? withJson(exchange, (body) => mapTree(body, timestamps((seconds) => `${seconds}Z`))) : exchange),
};

function reversedKeys(value: Json): Json {
  return isObject(value) ? Object.fromEntries(Object.entries(value).reverse()) : value;
}

export const keysReorderedAndIndented: AllowedVariant = {
  name: 'keys-reordered-and-indented',
  decision: 'JSON layout',
  sections: ['2.2', '2.5', '2.6', '2.7'],
  change: 'Every JSON answer lists its keys in reverse order and is indented with two spaces and a final newline.',
  wire: (exchange) => withJson(exchange, (body) => mapTree(body, reversedKeys), (body) => `${JSON.stringify(body, null, 2)}\n`),
};

/** A field no version of the contract has: what a newer gateway might add (section 9). */
const unknownField = 'build_note';

function withUnknownField(value: Json): Json {
  return isObject(value) ? { ...value, [unknownField]: 'allowed-variant' } : value;
}

export const unknownFieldsAndHeaders: AllowedVariant = {
  name: 'unknown-fields-and-headers',
  decision: 'unknown fields',
  sections: ['2.2', '2.5', '2.6', '2.7', '9'],
  change: 'Every answer of the two operations (a record, a page and each template on it, an error) carries a field and two headers the contract does not know.',
  wire: (exchange) => {
    if (!operation(exchange)) return exchange;
    const answer = withJson(exchange, (body) => {
      const outer = withUnknownField(body);
      return isObject(outer) && Array.isArray(outer.items) ? { ...outer, items: outer.items.map(withUnknownField) } : outer;
    });
    return { ...answer, headers: { ...answer.headers, 'x-gateway-build': 'allowed-variant', 'x-served-from': 'loopback' } };
  },
};

function reworded(value: Json): Json {
  if (!isObject(value) || typeof value.code !== 'string' || typeof value.message !== 'string') return value;
  // Section 4.1 fixes one thing in prose: a language refusal lists the available languages.
  const available = /available[^:]*: (.*?)\.?$/.exec(value.message)?.[1];
  if (value.code === 'invalid_template' && available !== undefined) return { ...value, message: `That language is not approved for this template; approved languages are ${available}.` };
  if (value.code !== 'validation_error') return { ...value, message: `Request not accepted (${value.code.replaceAll('_', ' ')}).` };
  // Decision A4 asks only that the message name a field of `detail` before a colon.
  const [first] = Array.isArray(value.detail) ? value.detail : [];
  const loc = isObject(first) && Array.isArray(first.loc) ? first.loc : [];
  const field = [...loc].reverse().find((part) => typeof part === 'string' && !['body', 'query', 'header'].includes(part)) ?? 'body';
  return { ...value, message: `${String(field)}: this value is not accepted here` };
}

export const errorProseReworded: AllowedVariant = {
  name: 'error-prose-reworded',
  decision: 'A4',
  sections: ['2.7', '7'],
  change: 'Every error message is worded otherwise; a validation message names the innermost field of its first detail entry, and a language refusal still lists the available languages (section 4.1).',
  wire: (exchange) => (exchange.status >= 400 ? withJson(exchange, reworded) : exchange),
};
