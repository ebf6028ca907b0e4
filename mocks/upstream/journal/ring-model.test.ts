import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyJson } from './copy-json.ts';
import { JsonText, readableBody } from './json-text.ts';
import { redactHeaders, type HeaderValues } from './redact.ts';
import { createJournal, type JournalEntry, type JournalInput, type JournalQuery } from './ring.ts';

/**
 * The journal as it was when it kept each entry as an object: a plain array, trimmed from the
 * front. The packed ring must list exactly what this lists, member order included.
 */
class ModelJournal {
  entries: JournalEntry[] = [];
  lastSeq = 0;
  dropped = 0;
  constructor(readonly capacity: number) {}

  append(input: JournalInput): number {
    const seq = ++this.lastSeq;
    const read = (body: unknown): unknown => (body instanceof JsonText ? readableBody(body) : copyJson(body));
    const entry: JournalEntry = { seq, at: input.at, kind: input.kind, method: input.method, path: input.path, headers: redactHeaders(input.headers), body: read(input.body) };
    const response = input.response && (input.response.body === undefined ? { status: input.response.status } : { status: input.response.status, body: read(input.response.body) });
    // An entry with a body kept as JSON text was rebuilt when read, which put its response last.
    const rebuilt = input.body instanceof JsonText || input.response?.body instanceof JsonText;
    if (response && !rebuilt) entry.response = response;
    if (input.delivery) entry.delivery = { ...input.delivery };
    if (response && rebuilt) entry.response = response;
    this.entries.push(entry);
    if (this.entries.length > this.capacity) {
      this.entries.shift();
      this.dropped += 1;
    }
    return seq;
  }

  list(query: JournalQuery): JournalEntry[] {
    const matches = this.entries.filter((e) => e.seq > (query.since ?? 0) && (query.kind === undefined || e.kind === query.kind));
    if (query.limit === undefined || matches.length <= query.limit) return matches;
    return query.since === undefined ? matches.slice(matches.length - query.limit) : matches.slice(0, query.limit);
  }

  clear(): void {
    this.entries = [];
    this.dropped = 0;
  }
}

const awkward = fc.constantFrom('\n', '{', '"', ':', '\u0000', '\ud800', '\udfff', 'é', '😀', '1');
const text = fc.string({ unit: fc.oneof(awkward, fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))), maxLength: 12 });
const headerName = fc.oneof(fc.constantFrom('host', 'authorization', 'Authorization', 'x-hub-signature-256', 'content-length', '__proto__', '7'), text);
const headers = fc.dictionary(headerName, fc.oneof(text, fc.array(text, { maxLength: 2 }), fc.nat(), fc.constant(undefined)), { maxKeys: 5 }) as fc.Arbitrary<HeaderValues>;
const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((json) => new JsonText(json)),
  text.map((t) => new JsonText(t)),
  text,
  fc.jsonValue(),
  fc.record({ when: fc.date({ noInvalidDate: true }), note: text }),
);
const status = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom(0, -1, -0x8000_0000, -0x7fff_ffff, 2 ** 31, 200.5, -0));
const response = fc.option(fc.record({ status, body }, { requiredKeys: ['status'] }), { nil: undefined });
const delivery = fc.option(fc.record({ deliveryId: text, attempt: fc.nat(), delivered: fc.boolean(), final: fc.boolean(), status: fc.nat(), error: text }, { requiredKeys: ['deliveryId', 'attempt', 'delivered', 'final'] }), { nil: undefined });
const input: fc.Arbitrary<JournalInput> = fc
  .record({ at: fc.double(), kind: fc.constantFrom('request', 'webhook' as const), method: text, path: text, headers, body, response, delivery })
  .map(({ response: answer, delivery: outcome, ...rest }) => ({ ...rest, ...(answer ? { response: answer } : {}), ...(outcome ? { delivery: outcome } : {}) }));
const query: fc.Arbitrary<JournalQuery> = fc.record({ since: fc.nat(30), kind: fc.constantFrom('request', 'webhook' as const), limit: fc.nat(6) }, { requiredKeys: [] });
const command = fc.oneof(
  { weight: 6, arbitrary: input.map((given) => ({ do: 'append' as const, input: given })) },
  { weight: 1, arbitrary: fc.constant({ do: 'clear' as const }) },
  { weight: 3, arbitrary: query.map((asked) => ({ do: 'list' as const, query: asked })) },
);

/** Member names, nested ones after their parent's: equal only when the order is too. */
const memberOrder = (entries: readonly JournalEntry[]): string[][] => entries.map((e) => [...Object.keys(e), ...Object.keys(e.response ?? {}), ...Object.keys(e.headers)]);

describe('the packed journal against the journal of objects', () => {
  it('lists the same entries, in the same shape, after any appends, clears and reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(command, { maxLength: 40 }), (capacity, commands) => {
        const journal = createJournal({ capacity });
        const model = new ModelJournal(capacity);
        for (const step of commands) {
          if (step.do === 'append') expect(journal.append(step.input)).toBe(model.append(step.input));
          else if (step.do === 'clear') {
            journal.clear();
            model.clear();
          } else {
            const listed = journal.list(step.query);
            const expected = model.list(step.query);
            expect(listed).toStrictEqual(expected);
            expect(memberOrder(listed)).toEqual(memberOrder(expected));
          }
          expect([journal.size, journal.dropped]).toEqual([model.entries.length, model.dropped]);
        }
        expect(journal.list()).toStrictEqual(model.list({}));
        expect(memberOrder(journal.list())).toEqual(memberOrder(model.list({})));
      }),
    );
  });
});
