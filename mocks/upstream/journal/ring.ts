/**
 * What the mock saw and did, newest last: every request it answered and every webhook attempt it
 * made. A ring of fixed capacity, so a long run keeps flat memory and says how much it dropped.
 * Sequence numbers keep rising across drops and clears, so a reader's `since` stays valid.
 */
import { copyJson } from './copy-json.ts';
import { JsonText, readableBody } from './json-text.ts';
import { redactHeaders, type HeaderValues } from './redact.ts';

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

/** JsonText stays as it is (text cannot change); anything else is copied, so later changes by the caller do not reach the journal. */
const keep = (body: unknown): unknown => (body instanceof JsonText ? body : copyJson(body));

/** An entry as readers see it: stored JSON text parsed. */
function readable(entry: JournalEntry): JournalEntry {
  if (!(entry.body instanceof JsonText) && !(entry.response?.body instanceof JsonText)) return entry;
  const { response, ...rest } = entry;
  return {
    ...rest,
    body: readableBody(entry.body),
    ...(response ? { response: response.body === undefined ? { status: response.status } : { status: response.status, body: readableBody(response.body) } } : {}),
  };
}

/** An empty journal of `capacity` entries (default 10 000). */
export function createJournal(options: { capacity?: number } = {}): Journal {
  const capacity = options.capacity ?? defaultJournalCapacity;
  wholeNumber('capacity', capacity, 1);
  let slots: (JournalEntry | undefined)[] = new Array<JournalEntry | undefined>(capacity);
  // Slots hold entries as appended: bodies may still be JsonText until `list` reads them.
  // `start` is the oldest entry's slot; entries run from there, wrapping, for `size` slots.
  let start = 0;
  let size = 0;
  let dropped = 0;
  let lastSeq = 0;

  const inOrder = (): JournalEntry[] => {
    const out: JournalEntry[] = [];
    for (let i = 0; i < size; i += 1) {
      const entry = slots[(start + i) % capacity];
      if (entry) out.push(entry);
    }
    return out;
  };

  return {
    append(input) {
      const entry: JournalEntry = {
        seq: ++lastSeq,
        at: input.at,
        kind: input.kind,
        method: input.method,
        path: input.path,
        headers: redactHeaders(input.headers),
        body: keep(input.body),
      };
      if (input.response) entry.response = input.response.body === undefined ? { status: input.response.status } : { status: input.response.status, body: keep(input.response.body) };
      if (input.delivery) entry.delivery = { ...input.delivery };
      if (size < capacity) {
        slots[(start + size) % capacity] = entry;
        size += 1;
      } else {
        slots[start] = entry;
        start = (start + 1) % capacity;
        dropped += 1;
      }
      return entry.seq;
    },
    list(query = {}) {
      wholeNumber('since', query.since, 0);
      wholeNumber('limit', query.limit, 0);
      const since = query.since ?? 0;
      const matches = inOrder().filter((e) => e.seq > since && (query.kind === undefined || e.kind === query.kind));
      const chosen = query.limit === undefined || matches.length <= query.limit ? matches : query.since === undefined ? matches.slice(matches.length - query.limit) : matches.slice(0, query.limit);
      return chosen.map(readable);
    },
    clear() {
      slots = new Array<JournalEntry | undefined>(capacity);
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
