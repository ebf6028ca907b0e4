/**
 * The store of accepted messages, bounded: beyond the capacity the oldest is forgotten, so a long
 * run keeps flat memory.
 */
import type { SentMessage } from '../state/model.ts';
import type { MockParts } from './mock-parts.ts';

type MessageStore = Map<string, SentMessage>;

// Taking the oldest through a fresh `keys()` on every send is quadratic in V8: each new iterator
// walks past every slot deleted so far until the table is rebuilt, which took a full store from
// 0.6 to over 100 µs per send. One live iterator per store passes each slot once instead. Map
// iterators are live (entries added later are still reached), and only this module deletes from
// the store, so everything the cursor has passed is already gone and its next key is the oldest.
const cursors = new WeakMap<MessageStore, Iterator<string>>();

function evictOldest(messages: MessageStore): void {
  let cursor = cursors.get(messages);
  if (!cursor) {
    cursor = messages.keys();
    cursors.set(messages, cursor);
  }
  let oldest = cursor.next();
  if (oldest.done) {
    // Only if something else emptied the store behind the cursor; start again from the front.
    cursor = messages.keys();
    cursors.set(messages, cursor);
    oldest = cursor.next();
    if (oldest.done) return;
  }
  messages.delete(oldest.value);
}

/** Stores an accepted message, forgetting the oldest beyond the capacity (a Map keeps insertion order). */
export function remember(parts: MockParts, message: SentMessage): void {
  const { messages } = parts.state;
  messages.set(message.id, message);
  parts.state.acceptedCount += 1;
  while (messages.size > parts.messageCapacity) evictOldest(messages);
}
