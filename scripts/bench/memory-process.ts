/**
 * Bytes per stored entry, in a process of its own started with `--expose-gc` (by
 * `memory-bench.ts`):
 *
 *   node --expose-gc --import tsx scripts/bench/memory-process.ts ENTRIES
 *
 * Fills each store with ENTRIES entries made the way the running code makes them, then a bare
 * baseline holding only the bytes that must be kept, and reads heap in use plus memory outside
 * the heap (buffers) after a full collection before and after each fill. Prints one JSON line.
 *
 * - idempotency key: the reference's key store (`begin`, then `store` with the answer's bytes),
 *   against a `Map` from the same scoped key to the same answer text;
 * - journal entry: the upstream mock's journal at a capacity of ENTRIES, each entry as the HTTP
 *   edge appends it, against an array of the request and answer texts;
 * - message record: the reference's record store and its platform-id index, against a `Map`
 *   from the record's id to its JSON text;
 * - then ENTRIES sends straight into the upstream mock, journaled as its HTTP edge journals them
 *   (`journal-soak.ts`), with the heap sampled at every quarter: flat once the journal ring is full.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { randomText, createKeyStore, fingerprint, outboundRecord, type MessageRecord, messageIds } from '../../mocks/reference/index.ts';
import { createJournal, JsonText } from '../../mocks/upstream/index.ts';
import { journalSoak, type SoakResult } from './journal-soak.ts';
import { buildWorkload, mainNumberId, openCustomer } from './workload.ts';

export interface StoreMemory {
  store: 'idempotency key' | 'journal entry' | 'message record';
  entries: number;
  /** Heap in use plus memory outside the heap, after a full collection, per entry. */
  bytesPerEntry: number;
  baseline: string;
  baselineBytesPerEntry: number;
  fillMs: number;
}

const entries = Number(process.argv[2] ?? '1000000');
const gc = globalThis.gc;
if (typeof gc !== 'function') {
  console.error('memory-process: run with --expose-gc');
  process.exit(2);
}

function used(): number {
  gc?.();
  gc?.();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.external;
}

/** Bytes per entry that `fill` keeps alive: it returns what it filled, held until the second reading. */
function measure(fill: () => unknown): { bytesPerEntry: number; fillMs: number } {
  const before = used();
  const began = performance.now();
  const held = fill();
  const fillMs = performance.now() - began;
  const after = used();
  // Read after the second reading, so the filled store cannot be collected before it.
  if (held === undefined) throw new Error('a fill returned nothing to hold');
  return { bytesPerEntry: (after - before) / entries, fillMs };
}

/**
 * A UUID as a key arrives in a header: one flat string. `randomUUID()` builds its string from
 * pieces, a rope several times larger than the text, which would be measured instead.
 */
const flatUuid = (): string => Buffer.from(randomUUID(), 'latin1').toString('latin1');

const ids = messageIds();
const start = Date.parse('2026-11-02T09:00:00Z');
const record = (i: number): MessageRecord =>
  outboundRecord({
    id: ids(start + i),
    messageType: 'template',
    content: '[template:order_update]',
    source: 'HUMAN',
    waMessageId: `wamid.${randomText(12)}`,
    at: start + i,
    templateName: 'order_update',
    redacted: false,
  });

function keyStoreFigures(): StoreMemory {
  const secret = randomBytes(32);
  const send = { to: openCustomer, type: 'template', template_name: 'order_update', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'A-1001' }] }] };
  const keys = createKeyStore();
  const store = measure(() => {
    for (let i = 0; i < entries; i += 1) {
      const key = flatUuid();
      keys.begin(mainNumberId, key, fingerprint(secret, send), start + i);
      keys.store(mainNumberId, key, { status: 200, body: JSON.stringify(record(i)) });
    }
    return keys;
  });
  keys.clear();
  const bare = new Map<string, string>();
  const baseline = measure(() => {
    for (let i = 0; i < entries; i += 1) bare.set(`${mainNumberId}\u0000${flatUuid()}`, JSON.stringify(record(i)));
    return bare;
  });
  bare.clear();
  return { store: 'idempotency key', entries, bytesPerEntry: store.bytesPerEntry, baseline: 'Map of scoped key to answer text', baselineBytesPerEntry: baseline.bytesPerEntry, fillMs: store.fillMs };
}

function journalFigures(): StoreMemory {
  const workload = buildWorkload();
  const headers = { host: '127.0.0.1:4010', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(workload.body)), authorization: workload.headers.authorization, connection: 'keep-alive' };
  const answer = (i: number) => workload.successBody.replace(/wamid\.[A-Za-z0-9_=-]+/, `wamid.${String(i).padStart(20, '0')}`);
  let journal = createJournal({ capacity: entries });
  const store = measure(() => {
    for (let i = 0; i < entries; i += 1) {
      journal.append({ kind: 'request', at: start + i, method: 'POST', path: workload.path, headers, body: new JsonText(workload.body.replace('hi', `hi ${i}`)), response: { status: 200, body: new JsonText(answer(i)) } });
    }
    return journal;
  });
  journal = createJournal({ capacity: 1 });
  const texts: string[] = [];
  const baseline = measure(() => {
    for (let i = 0; i < entries; i += 1) texts.push(workload.body.replace('hi', `hi ${i}`), answer(i));
    return texts;
  });
  texts.length = 0;
  return { store: 'journal entry', entries, bytesPerEntry: store.bytesPerEntry, baseline: 'array of the request and answer texts', baselineBytesPerEntry: baseline.bytesPerEntry, fillMs: store.fillMs };
}

function messageFigures(): StoreMemory {
  let messages = new Map<string, MessageRecord>();
  let byPlatformId = new Map<string, string>();
  const store = measure(() => {
    for (let i = 0; i < entries; i += 1) {
      const made = record(i);
      messages.set(made.id, made);
      byPlatformId.set(made.wa_message_id, made.id);
    }
    return [messages, byPlatformId];
  });
  messages = new Map();
  byPlatformId = new Map();
  const bare = new Map<string, string>();
  const baseline = measure(() => {
    for (let i = 0; i < entries; i += 1) {
      const made = record(i);
      bare.set(made.id, JSON.stringify(made));
    }
    return bare;
  });
  bare.clear();
  return { store: 'message record', entries, bytesPerEntry: store.bytesPerEntry, baseline: 'Map of record id to the record as JSON text', baselineBytesPerEntry: baseline.bytesPerEntry, fillMs: store.fillMs };
}

const figures = [keyStoreFigures(), journalFigures(), messageFigures()];
const soak: SoakResult = await journalSoak(buildWorkload(), entries, () => undefined);
console.log(JSON.stringify({ entries, figures, soak }));
