import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMessageCapacity, MessageStore } from './message-store.ts';
import type { SentMessage } from './model.ts';

const message = (id: string, at = 0): SentMessage => ({ id, phoneNumberId: '100000000000001', to: '12025550101', type: 'text', status: 'sent', at });

const ids = (store: MessageStore): string[] => [...store.values()].map((m) => m.id);

function filled(capacity: number, count: number): MessageStore {
  const store = new MessageStore(capacity);
  for (let i = 0; i < count; i += 1) store.add(message(`m${i}`));
  return store;
}

describe('the message store', () => {
  it('keeps messages oldest first, a hundred thousand unless told otherwise', () => {
    const store = filled(defaultMessageCapacity, 3);
    expect(store.capacity).toBe(100_000);
    expect(store.size).toBe(3);
    expect(ids(store)).toEqual(['m0', 'm1', 'm2']);
    expect([...store].map((m) => m.id)).toEqual(['m0', 'm1', 'm2']);
  });

  it('forgets the oldest beyond its capacity, keeping the order across many wraps of the ring', () => {
    const store = filled(4, 11);
    expect(store.size).toBe(4);
    expect(ids(store)).toEqual(['m7', 'm8', 'm9', 'm10']);
  });

  it('finds stored messages and misses forgotten ones when the first lookup comes after the ring wrapped', () => {
    const store = filled(3, 7);
    expect(store.has('m3')).toBe(false);
    expect(store.get('m3')).toBeUndefined();
    for (const id of ['m4', 'm5', 'm6']) expect(store.get(id)?.id).toBe(id);
    expect(store.has('m6')).toBe(true);
  });

  it('keeps the index up to date once it exists: new messages found, forgotten ones gone', () => {
    const store = filled(3, 2);
    expect(store.has('m0')).toBe(true);
    store.add(message('m2'));
    store.add(message('m3'));
    store.add(message('m4'));
    expect(store.has('m0')).toBe(false);
    expect(store.has('m1')).toBe(false);
    expect(store.get('m1')).toBeUndefined();
    expect(['m2', 'm3', 'm4'].map((id) => store.get(id)?.id)).toEqual(['m2', 'm3', 'm4']);
    expect(ids(store)).toEqual(['m2', 'm3', 'm4']);
  });

  it('replaces a message by hand where it stands, and adds an unknown one as the newest', () => {
    const store = filled(3, 3);
    const read = { ...message('m1'), status: 'read' as const };
    expect(store.set('m1', read)).toBe(store);
    expect(ids(store)).toEqual(['m0', 'm1', 'm2']);
    expect(store.get('m1')).toBe(read);
    expect(store.size).toBe(3);
    store.set('x', message('x'));
    expect(ids(store)).toEqual(['m1', 'm2', 'x']);
    expect(store.has('m0')).toBe(false);
    // The replaced message kept its place, so it is the next to be forgotten.
    store.add(message('m3'));
    expect(ids(store)).toEqual(['m2', 'x', 'm3']);
    expect(store.get('m1')).toBeUndefined();
  });

  it('refuses to store a message under an id that is not its own', () => {
    const store = new MessageStore(3);
    expect(() => store.set('a', message('b'))).toThrow(RangeError);
    expect(store.size).toBe(0);
  });

  it('forgets an id only when the index points at the slot being overwritten', () => {
    // The same id twice (the store trusts `add` with new ids): lookups find the newer one, and
    // forgetting the older must not take the newer out of the index, built before or after.
    for (const lookFirst of [false, true]) {
      const store = new MessageStore(3);
      if (lookFirst) expect(store.has('a')).toBe(false);
      store.add(message('a', 1));
      store.add(message('b'));
      store.add(message('a', 2));
      expect(store.get('a')?.at).toBe(2);
      store.add(message('c'));
      expect(ids(store)).toEqual(['b', 'a', 'c']);
      expect(store.get('a')?.at).toBe(2);
      store.add(message('d'));
      store.add(message('e'));
      expect(store.has('a')).toBe(false);
    }
  });

  it('clears messages, index and the mark of hand-placed messages, and fills again at the same capacity', () => {
    const store = filled(2, 5);
    store.set('x', message('x'));
    expect(store.holdsPlacedMessages).toBe(true);
    store.clear();
    expect(store.size).toBe(0);
    expect(ids(store)).toEqual([]);
    expect(store.has('x')).toBe(false);
    expect(store.holdsPlacedMessages).toBe(false);
    for (const id of ['p', 'q', 'r']) store.add(message(id));
    expect(ids(store)).toEqual(['q', 'r']);
    expect(store.has('p')).toBe(false);
    expect(store.get('r')?.id).toBe('r');
    expect(store.capacity).toBe(2);
  });

  it('marks messages placed by hand, never its own', () => {
    const store = filled(5, 3);
    expect(store.has('m0')).toBe(true);
    expect(store.holdsPlacedMessages).toBe(false);
    store.set('m0', message('m0'));
    expect(store.holdsPlacedMessages).toBe(true);
  });

  it('with a capacity of one keeps only the latest message', () => {
    const store = new MessageStore(1);
    store.add(message('a'));
    expect(store.get('a')?.id).toBe('a');
    store.add(message('b'));
    expect(ids(store)).toEqual(['b']);
    expect(store.has('a')).toBe(false);
    store.set('c', message('c'));
    expect(ids(store)).toEqual(['c']);
    expect(store.get('b')).toBeUndefined();
  });

  it('with a capacity of none keeps nothing, and refuses a capacity that is no whole number', () => {
    const store = filled(0, 3);
    expect(store.size).toBe(0);
    expect(store.has('m2')).toBe(false);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => new MessageStore(bad)).toThrow(RangeError);
  });

  it('answers as a Map that forgets its oldest entries would, whatever the order of adds, lookups, sets and clears', () => {
    type Op = { kind: 'add' } | { kind: 'set'; back: number; fresh: boolean } | { kind: 'look'; back: number } | { kind: 'clear' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 6, arbitrary: fc.constant({ kind: 'add' as const }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), back: fc.nat(8), fresh: fc.boolean() }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('look' as const), back: fc.nat(8) }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(op, { maxLength: 60 }), (capacity, ops) => {
        const store = new MessageStore(capacity);
        const model = new Map<string, SentMessage>();
        const issued: string[] = [];
        let next = 0;
        const evict = () => {
          while (model.size > capacity) model.delete(model.keys().next().value!);
        };
        for (const [step, o] of ops.entries()) {
          if (o.kind === 'add') {
            const m = message(`n${next++}`, step);
            issued.push(m.id);
            store.add(m);
            model.set(m.id, m);
            evict();
          } else if (o.kind === 'set') {
            const fresh = o.fresh || issued.length === 0;
            const id = fresh ? `h${next++}` : issued[Math.max(0, issued.length - 1 - o.back)]!;
            if (fresh) issued.push(id);
            const m = message(id, step);
            store.set(id, m);
            model.set(id, m);
            evict();
          } else if (o.kind === 'look') {
            const id = issued[issued.length - 1 - o.back] ?? 'none';
            expect(store.has(id)).toBe(model.has(id));
            expect(store.get(id)).toBe(model.get(id));
          } else {
            store.clear();
            model.clear();
          }
          expect(store.size).toBe(model.size);
        }
        const kept = [...store.values()];
        const expected = [...model.values()];
        expect(kept.map((m) => m.id)).toEqual(expected.map((m) => m.id));
        expect(kept.every((m, i) => m === expected[i])).toBe(true);
      }),
    );
  });
});
