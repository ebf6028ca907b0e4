/**
 * What the mock saw and did, newest last: every request it answered and every webhook attempt it
 * made. A ring of fixed capacity, so a long run keeps flat memory and says how much it dropped.
 * Sequence numbers keep rising across drops and clears, so a reader's `since` stays valid.
 *
 * The ring is kept in columns, not as entry objects: numbers in typed arrays and the text of each
 * entry packed into one string (see packed-entry.ts), so the garbage collector has one object per
 * entry to move. Entries are rebuilt only when read, and only the ones a reader asked for.
 */
import { copyJson } from './copy-json.ts';
import { bodyForm, bodyText, endsPerEntry, field, formOf, packFields, packHeaders, readBody, unpackField, unpackHeaders, type BodyForm } from './packed-entry.ts';
import type { HeaderValues } from './redact.ts';

export type JournalKind = 'request' | 'webhook';

/** The outcome of one webhook attempt (the dispatcher's record without the request it repeats). */
export interface JournalDelivery {
  deliveryId: string;
  attempt: number;
  status?: number;
  error?: string;
  delivered: boolean;
  final: boolean;
}

export interface JournalInput {
  /** Virtual milliseconds. */
  at: number;
  kind: JournalKind;
  method: string;
  /** Request path, or the URL a webhook went to. */
  path: string;
  headers: HeaderValues;
  /** Parsed JSON, or the text when it was not JSON; a `JsonText` is kept as text and parsed when read. */
  body: unknown;
  response?: { status: number; body?: unknown };
  delivery?: JournalDelivery;
}

export interface JournalEntry extends Omit<JournalInput, 'headers'> {
  seq: number;
  headers: Record<string, string>;
}

export interface JournalQuery {
  /** Only entries with a greater seq. */
  since?: number;
  kind?: JournalKind;
  /**
   * At most this many: with `since`, the first ones after it (so a reader pages forward without
   * gaps); without, the most recent.
   */
  limit?: number;
}

export interface Journal {
  /**
   * Adds an entry and returns its seq. The journal keeps its own copy of parsed bodies; a body given
   * as `JsonText` is kept as that text (the HTTP edge gives both bodies so: it has their text anyway).
   */
  append(input: JournalInput): number;
  /** Oldest first. */
  list(query?: JournalQuery): Readonly<JournalEntry>[];
  clear(): void;
  readonly size: number;
  readonly capacity: number;
  /** Entries overwritten since the last clear. */
  readonly dropped: number;
}

export const defaultJournalCapacity = 10_000;

function wholeNumber(name: string, value: number | undefined, minimum: number): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < minimum)) {
    throw new RangeError(`journal ${name} must be an integer of at least ${minimum}, got ${String(value)}`);
  }
}

const kinds: readonly JournalKind[] = ['request', 'webhook'];

/** The kind column's value for `kind` (its place in `kinds`), or -1 for a kind there is none of. */
const kindCode = (kind: string): number => kinds.indexOf(kind as JournalKind);

/** A status column value meaning the entry has no response (the answer hung, or never came). */
const noResponse = -0x8000_0000;
/** A status column value meaning the status is kept aside: it does not fit the column. */
const statusAside = noResponse + 1;

/** Fits the status column: a 32-bit integer other than the two markers (and not -0, which would come back as 0). */
const fitsColumn = (status: number): boolean => status === (status | 0) && status > statusAside && (status !== 0 || 1 / status > 0);

/** The rare parts of an entry, kept as objects: bodies that are not text, a webhook attempt's outcome. */
interface Aside {
  body?: unknown;
  responseBody?: unknown;
  status?: number;
  delivery?: JournalDelivery;
}

// An entry's forms in one byte: the request body's form, then the response body's.
const responseShift = 2;
const formMask = 3;

/** An empty journal of `capacity` entries (default 10 000). */
export function createJournal(options: { capacity?: number } = {}): Journal {
  const capacity = options.capacity ?? defaultJournalCapacity;
  wholeNumber('capacity', capacity, 1);
  // One column per field, indexed by slot. `start` is the oldest entry's slot; entries run from
  // there, wrapping, for `size` slots. Their seqs are consecutive and end at `lastSeq`.
  const at = new Float64Array(capacity);
  const kindCodes = new Uint8Array(capacity);
  const statuses = new Int32Array(capacity);
  const forms = new Uint8Array(capacity);
  const ends = new Uint32Array(capacity * endsPerEntry);
  const texts = new Array<string>(capacity).fill('');
  const asides = new Array<Aside | undefined>(capacity).fill(undefined);
  let start = 0;
  let size = 0;
  let dropped = 0;
  let lastSeq = 0;

  /** Fills `slot`; everything that can throw (copies, redaction) runs before the slot is touched. */
  const write = (slot: number, input: JournalInput): void => {
    // Falsy response or delivery count as none, as they always did.
    const response = input.response ? input.response : undefined;
    const delivery = input.delivery ? input.delivery : undefined;
    const code = kindCode(input.kind);
    if (code === -1) throw new TypeError(`journal kind must be request or webhook, got ${String(input.kind)}`);
    const body = formOf(input.body);
    const responseBody = response === undefined ? bodyForm.none : formOf(response.body);
    const status = response === undefined ? noResponse : fitsColumn(response.status) ? response.status : statusAside;
    let aside: Aside | undefined;
    if (body === bodyForm.aside) aside = { body: copyJson(input.body) };
    if (responseBody === bodyForm.aside) (aside ??= {}).responseBody = copyJson(response?.body);
    if (status === statusAside) (aside ??= {}).status = response?.status;
    if (delivery !== undefined) (aside ??= {}).delivery = { ...delivery };
    const headers = packHeaders(input.headers);
    const text = packFields([input.method, input.path, headers, bodyText(input.body, body), bodyText(response?.body, responseBody)], ends, slot * endsPerEntry);
    at[slot] = input.at;
    kindCodes[slot] = code;
    statuses[slot] = status;
    forms[slot] = body | (responseBody << responseShift);
    texts[slot] = text;
    asides[slot] = aside;
  };

  /** The entry in `slot` as readers see it (as the journal returned its entries when it kept them as objects). */
  const read = (slot: number, seq: number): JournalEntry => {
    const text = texts[slot] as string;
    const from = slot * endsPerEntry;
    const aside = asides[slot];
    const bodyAs = ((forms[slot] as number) & formMask) as BodyForm;
    const responseBodyAs = (((forms[slot] as number) >> responseShift) & formMask) as BodyForm;
    const entry: JournalEntry = {
      seq,
      at: at[slot] as number,
      kind: kinds[kindCodes[slot] as number] as JournalKind,
      method: unpackField(text, ends, from, field.method),
      path: unpackField(text, ends, from, field.path),
      headers: unpackHeaders(unpackField(text, ends, from, field.headers)),
      body: readBody(bodyAs, unpackField(text, ends, from, field.body), aside?.body),
    };
    const status = statuses[slot] as number;
    let response: JournalEntry['response'];
    if (status !== noResponse) {
      response = { status: status === statusAside ? (aside?.status as number) : status };
      if (responseBodyAs !== bodyForm.none) response.body = readBody(responseBodyAs, unpackField(text, ends, from, field.responseBody), aside?.responseBody);
    }
    // Members in the order they always had: an entry with a body kept as JSON text was rebuilt
    // when read, which put its response last.
    const rebuilt = bodyAs === bodyForm.jsonText || responseBodyAs === bodyForm.jsonText;
    if (response && !rebuilt) entry.response = response;
    if (aside?.delivery) entry.delivery = aside.delivery;
    if (response && rebuilt) entry.response = response;
    return entry;
  };

  return {
    append(input) {
      let slot: number;
      if (size < capacity) {
        slot = (start + size) % capacity;
        write(slot, input);
        size += 1;
      } else {
        slot = start;
        write(slot, input);
        start = (start + 1) % capacity;
        dropped += 1;
      }
      lastSeq += 1;
      return lastSeq;
    },
    list(query = {}) {
      wholeNumber('since', query.since, 0);
      wholeNumber('limit', query.limit, 0);
      // Positions count from the oldest entry (0); the entry at position p has seq firstSeq + p.
      const firstSeq = lastSeq - size + 1;
      const from = query.since === undefined ? 0 : Math.min(size, Math.max(0, query.since - firstSeq + 1));
      const wanted = query.kind === undefined ? -1 : kindCode(query.kind);
      if (query.kind !== undefined && wanted === -1) return [];
      const matches = (p: number): boolean => wanted === -1 || kindCodes[(start + p) % capacity] === wanted;
      const limit = query.limit ?? size;
      const chosen: number[] = [];
      // Chosen on the columns first, so only the entries returned are rebuilt.
      if (query.since === undefined && query.limit !== undefined) {
        for (let p = size - 1; p >= from && chosen.length < limit; p -= 1) if (matches(p)) chosen.push(p);
        chosen.reverse();
      } else {
        for (let p = from; p < size && chosen.length < limit; p += 1) if (matches(p)) chosen.push(p);
      }
      return chosen.map((p) => read((start + p) % capacity, firstSeq + p));
    },
    clear() {
      // Lets go of every stored text and kept body; the columns of numbers are simply overwritten.
      texts.fill('');
      asides.fill(undefined);
      start = 0;
      size = 0;
      dropped = 0;
    },
    get size() {
      return size;
    },
    capacity,
    get dropped() {
      return dropped;
    },
  };
}
