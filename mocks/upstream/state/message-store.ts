/**
 * The accepted messages the platform keeps, oldest first and bounded: beyond the capacity the
 * oldest is forgotten, so a long run keeps flat memory. Status changes and replies look messages
 * up by id, but nearly every send is never looked up, so a send only writes a slot of a ring.
 * The id index (a Map) is built on the first lookup and kept up to date from then on: a hash
 * table of a hundred thousand ids, written and trimmed on every send, was a quarter of the cost
 * of an in-process send (3.8 µs a send with it, 2.9 µs without).
 */
import type { SentMessage } from './sent-message.ts';

/** How many accepted messages the mock keeps unless told otherwise. */
export const defaultMessageCapacity = 100_000;

export class MessageStore implements Iterable<SentMessage> {
  readonly capacity: number;
  // Slots fill in order up to the capacity, then the oldest slot is reused: the newest message is
  // the one before `#start`, wrapping. The array grows as messages come, so a store that stays
  // small (a test, a short run) never holds the full capacity.
  #slots: SentMessage[] = [];
  #start = 0;
  /** id -> slot; only once something has been looked up. */
  #index: Map<string, number> | undefined;
  #placed = false;

  constructor(capacity: number = defaultMessageCapacity) {
    if (!Number.isSafeInteger(capacity) || capacity < 0) throw new RangeError(`message capacity must be a whole number of at least 0, got ${String(capacity)}`);
    this.capacity = capacity;
  }

  get size(): number {
    return this.#slots.length;
  }

  /**
   * Whether messages were stored by hand (`set`: a restored snapshot, a test) since the last
   * `clear()`. The mock's own ids embed the count of accepted messages and cannot meet each
   * other; only a message placed by hand can hold an id the mock is about to issue.
   */
  get holdsPlacedMessages(): boolean {
    return this.#placed;
  }

  /**
   * Stores an accepted message as the newest, forgetting the oldest beyond the capacity. Its id
   * must be new to the store, as the mock's own ids are: the store does not look (that would
   * take the index on every send).
   */
  add(message: SentMessage): void {
    const slots = this.#slots;
    let slot: number;
    if (slots.length < this.capacity) {
      slot = slots.length;
      slots.push(message);
    } else {
      if (this.capacity === 0) return;
      slot = this.#start;
      const forgotten = slots[slot];
      slots[slot] = message;
      this.#start = slot + 1 === this.capacity ? 0 : slot + 1;
      // The id leaves the index only if it points here: an id stored again since lives on elsewhere.
      if (this.#index !== undefined && forgotten !== undefined && this.#index.get(forgotten.id) === slot) this.#index.delete(forgotten.id);
    }
    this.#index?.set(message.id, slot);
  }

  get(id: string): SentMessage | undefined {
    const slot = this.#indexed().get(id);
    return slot === undefined ? undefined : this.#slots[slot];
  }

  has(id: string): boolean {
    return this.#indexed().has(id);
  }

  /**
   * Stores a message by hand, as a Map would: a message already stored under the id is replaced
   * where it stands, otherwise it becomes the newest. The id must be the message's own.
   */
  set(id: string, message: SentMessage): this {
    if (id !== message.id) throw new RangeError(`a message is stored under its own id: ${JSON.stringify(id)} is not ${JSON.stringify(message.id)}`);
    this.#placed = true;
    const slot = this.#indexed().get(id);
    if (slot === undefined) this.add(message);
    else this.#slots[slot] = message;
    return this;
  }

  /** Forgets every message and the index, and the mark of hand-placed messages. */
  clear(): void {
    this.#slots = [];
    this.#start = 0;
    this.#index = undefined;
    this.#placed = false;
  }

  /** The stored messages, oldest first. */
  *values(): IterableIterator<SentMessage> {
    // Slots up to the length are all filled: the ring never has holes.
    const slots = this.#slots;
    const start = this.#start;
    for (let slot = start; slot < slots.length; slot += 1) yield slots[slot] as SentMessage;
    for (let slot = 0; slot < start; slot += 1) yield slots[slot] as SentMessage;
  }

  [Symbol.iterator](): IterableIterator<SentMessage> {
    return this.values();
  }

  #indexed(): Map<string, number> {
    if (this.#index !== undefined) return this.#index;
    const index = new Map<string, number>();
    // Oldest to newest, so were an id stored twice, the newer one is found (as after `add`).
    const slots = this.#slots;
    const start = this.#start;
    for (let slot = start; slot < slots.length; slot += 1) index.set((slots[slot] as SentMessage).id, slot);
    for (let slot = 0; slot < start; slot += 1) index.set((slots[slot] as SentMessage).id, slot);
    this.#index = index;
    return index;
  }
}
