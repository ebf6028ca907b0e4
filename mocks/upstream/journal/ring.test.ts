import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text.ts';
import { createJournal, defaultJournalCapacity, type JournalInput } from './ring.ts';

const request = (i: number, extra: Partial<JournalInput> = {}): JournalInput => ({
  at: 1_000 + i,
  kind: 'request',
  method: 'POST',
  path: '/v23.0/109000000000001/messages',
  headers: { Authorization: 'Bearer tok-secret', 'Content-Type': 'application/json' },
  body: { n: i },
  response: { status: 200, body: { ok: true } },
  ...extra,
});

describe('the journal', () => {
  it('numbers entries from 1 and lists them oldest first', () => {
    const journal = createJournal();
    journal.append(request(1));
    journal.append(request(2, { kind: 'webhook' }));
    expect(journal.list().map((e) => [e.seq, e.kind, e.body])).toEqual([
      [1, 'request', { n: 1 }],
      [2, 'webhook', { n: 2 }],
    ]);
    expect(journal.size).toBe(2);
    expect(journal.capacity).toBe(defaultJournalCapacity);
  });

  it('redacts authorization and webhook signatures whatever their case, and keeps other headers', () => {
    const journal = createJournal();
    journal.append(
      request(1, {
        headers: {
          AUTHORIZATION: 'Bearer tok-secret',
          'X-Hub-Signature-256': 'sha256=abc',
          'content-type': 'application/json',
          'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
          'content-length': 42,
          'x-absent': undefined,
        },
      }),
    );
    expect(journal.list()[0]?.headers).toEqual({
      authorization: '<redacted>',
      'x-hub-signature-256': '<redacted>',
      'content-type': 'application/json',
      'x-forwarded-for': '10.0.0.1, 10.0.0.2',
      'content-length': '42',
    });
    expect(JSON.stringify(journal.list())).not.toMatch(/tok-secret|sha256=abc/);
  });

  it('keeps its own copy of bodies', () => {
    const journal = createJournal();
    const body = { text: 'before' };
    journal.append(request(1, { body }));
    body.text = 'after';
    expect(journal.list()[0]?.body).toEqual({ text: 'before' });
  });

  it('keeps bodies given as JSON text as text, and reads them back parsed', () => {
    const journal = createJournal();
    journal.append(request(1, { body: new JsonText('{"to":"12025550101"}'), response: { status: 200, body: new JsonText('{"ok":true}') } }));
    journal.append(request(2, { body: new JsonText('not json'), response: { status: 204 } }));
    journal.append(request(3, { body: new JsonText('') }));
    expect(journal.list().map((e) => [e.body, e.response])).toEqual([
      [{ to: '12025550101' }, { status: 200, body: { ok: true } }],
      ['not json', { status: 204 }],
      [undefined, { status: 200, body: { ok: true } }],
    ]);
  });

  it('stays at its capacity over 200 000 appends, counting what it dropped', () => {
    const journal = createJournal({ capacity: 1_000 });
    for (let i = 1; i <= 200_000; i += 1) journal.append(request(i));
    expect(journal.size).toBe(1_000);
    expect(journal.dropped).toBe(199_000);
    const entries = journal.list();
    expect(entries).toHaveLength(1_000);
    expect(entries[0]?.seq).toBe(199_001);
    expect(entries.at(-1)?.seq).toBe(200_000);
    expect(entries.every((e, i) => e.seq === 199_001 + i)).toBe(true);
    expect(entries.every((e) => e.headers.authorization === '<redacted>')).toBe(true);
  });

  it('clear empties it and resets the drop count, while seq keeps rising', () => {
    const journal = createJournal({ capacity: 2 });
    for (let i = 1; i <= 5; i += 1) journal.append(request(i));
    journal.clear();
    expect([journal.size, journal.dropped, journal.list()]).toEqual([0, 0, []]);
    expect(journal.append(request(6))).toBe(6);
    expect(journal.list().map((e) => e.seq)).toEqual([6]);
  });

  it('refuses a capacity that is not a positive integer, naming the value', () => {
    expect(() => createJournal({ capacity: 0 })).toThrow(/capacity .* got 0/);
    expect(() => createJournal({ capacity: 2.5 })).toThrow(/got 2.5/);
  });
});

describe('reading the journal', () => {
  const journal = createJournal({ capacity: 10 });
  for (let i = 1; i <= 8; i += 1) journal.append(request(i, { kind: i % 2 === 0 ? 'webhook' : 'request' }));
  const seqs = (query: Parameters<typeof journal.list>[0]) => journal.list(query).map((e) => e.seq);

  it('since gives only later entries', () => {
    expect(seqs({ since: 5 })).toEqual([6, 7, 8]);
    expect(seqs({ since: 8 })).toEqual([]);
  });

  it('kind gives only requests or only webhook attempts', () => {
    expect(seqs({ kind: 'webhook' })).toEqual([2, 4, 6, 8]);
    expect(seqs({ kind: 'request', since: 3 })).toEqual([5, 7]);
  });

  it('limit without since gives the most recent', () => {
    expect(seqs({ limit: 3 })).toEqual([6, 7, 8]);
  });

  it('limit with since gives the first after it, so paging forward leaves no gap', () => {
    expect(seqs({ since: 2, limit: 3 })).toEqual([3, 4, 5]);
    expect(seqs({ since: 5, limit: 3 })).toEqual([6, 7, 8]);
  });

  it('refuses a negative since or a fractional limit', () => {
    expect(() => journal.list({ since: -1 })).toThrow(/since .* got -1/);
    expect(() => journal.list({ limit: 1.5 })).toThrow(/limit .* got 1.5/);
  });
});
