/**
 * What the mock saw and did, newest last: every request it answered and every webhook attempt it
 * made. A ring of fixed capacity, so a long run keeps flat memory and says how much it dropped.
 * Sequence numbers keep rising across drops and clears, so a reader's `since` stays valid.
 */
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
  /** Parsed JSON, or the text when it was not JSON. */
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
  append(input: JournalInput): Readonly<JournalEntry>;
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

/** An empty journal of `capacity` entries (default 10 000). */
export function createJournal(options: { capacity?: number } = {}): Journal {
  const capacity = options.capacity ?? defaultJournalCapacity;
  wholeNumber('capacity', capacity, 1);
  let slots: (JournalEntry | undefined)[] = new Array<JournalEntry | undefined>(capacity);
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
        body: structuredClone(input.body),
        ...(input.response ? { response: structuredClone(input.response) } : {}),
        ...(input.delivery ? { delivery: { ...input.delivery } } : {}),
      };
      if (size < capacity) {
        slots[(start + size) % capacity] = entry;
        size += 1;
      } else {
        slots[start] = entry;
        start = (start + 1) % capacity;
        dropped += 1;
      }
      return entry;
    },
    list(query = {}) {
      wholeNumber('since', query.since, 0);
      wholeNumber('limit', query.limit, 0);
      const since = query.since ?? 0;
      const matches = inOrder().filter((e) => e.seq > since && (query.kind === undefined || e.kind === query.kind));
      if (query.limit === undefined || matches.length <= query.limit) return matches;
      return query.since === undefined ? matches.slice(matches.length - query.limit) : matches.slice(0, query.limit);
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
