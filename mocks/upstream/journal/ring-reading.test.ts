import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonText } from './json-text.ts';
import { createJournal, type JournalInput } from './ring.ts';

// As the HTTP edge journals a send: Node's headers, both bodies as the text on the wire.
const send = (i: number, kind: JournalInput['kind'] = 'request'): JournalInput => ({
  at: 1_000 + i,
  kind,
  method: 'POST',
  path: '/v23.0/109000000000001/messages',
  headers: { host: '127.0.0.1:8080', authorization: 'Bearer tok-secret', 'content-type': 'application/json', 'content-length': '21' },
  body: new JsonText(`{"n":${i}}`),
  response: { status: 200, body: new JsonText(`{"reply":${i}}`) },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading the journal rebuilds only the entries it returns', () => {
  const journal = createJournal({ capacity: 1_000 });
  // 1 500 appends: the ring has wrapped, its oldest entry is seq 501.
  for (let i = 1; i <= 1_500; i += 1) journal.append(send(i, i % 3 === 0 ? 'webhook' : 'request'));

  /** The request bodies parsed while `read` runs: one per entry rebuilt. */
  const parsedRequests = (read: () => unknown): number[] => {
    const parse = vi.spyOn(JSON, 'parse');
    read();
    const parsed = parse.mock.calls.map(([text]) => /^\{"n":(\d+)\}$/.exec(String(text))?.[1]).filter((n) => n !== undefined);
    parse.mockRestore();
    return parsed.map(Number);
  };

  it('limit 1 rebuilds the newest entry alone', () => {
    expect(parsedRequests(() => journal.list({ limit: 1 }))).toEqual([1_500]);
    expect(journal.list({ limit: 1 }).map((e) => [e.seq, e.body])).toEqual([[1_500, { n: 1_500 }]]);
  });

  it('a kind and a limit rebuild only the most recent entries of that kind', () => {
    expect(parsedRequests(() => journal.list({ kind: 'webhook', limit: 2 }))).toEqual([1_497, 1_500]);
    expect(parsedRequests(() => journal.list({ kind: 'request', limit: 3 }))).toEqual([1_496, 1_498, 1_499]);
  });

  it('since and a limit rebuild only the first entries after it, across the wrap of the ring', () => {
    expect(parsedRequests(() => journal.list({ since: 990, limit: 2 }))).toEqual([991, 992]);
    expect(parsedRequests(() => journal.list({ since: 1_000, kind: 'webhook', limit: 2 }))).toEqual([1_002, 1_005]);
    expect(journal.list({ since: 1_000, kind: 'webhook', limit: 2 }).map((e) => e.seq)).toEqual([1_002, 1_005]);
  });

  it('since before the oldest kept entry starts at the oldest; since past the newest rebuilds nothing', () => {
    expect(journal.list({ since: 3, limit: 2 }).map((e) => e.seq)).toEqual([501, 502]);
    expect(parsedRequests(() => journal.list({ since: 1_500 }))).toEqual([]);
    expect(parsedRequests(() => journal.list({ since: 9_999, kind: 'request' }))).toEqual([]);
  });

  it('a kind the journal has none of gives nothing', () => {
    expect(journal.list({ kind: 'other' as never })).toEqual([]);
  });
});

describe('entries as readers see them', () => {
  it('a send reads back whole, the secret redacted, members in their usual order', () => {
    const journal = createJournal();
    journal.append(send(7));
    const [entry] = journal.list();
    expect(entry).toStrictEqual({
      seq: 1,
      at: 1_007,
      kind: 'request',
      method: 'POST',
      path: '/v23.0/109000000000001/messages',
      headers: { host: '127.0.0.1:8080', authorization: '<redacted>', 'content-type': 'application/json', 'content-length': '21' },
      body: { n: 7 },
      response: { status: 200, body: { reply: 7 } },
    });
    expect(Object.keys(entry ?? {})).toEqual(['seq', 'at', 'kind', 'method', 'path', 'headers', 'body', 'response']);
  });

  it('puts the response after the delivery when a body was JSON text, before it otherwise, as it always did', () => {
    const journal = createJournal();
    const delivery = { deliveryId: 'whd-1', attempt: 1, status: 500, delivered: false, final: false };
    journal.append({ ...send(1, 'webhook'), response: { status: 500 }, delivery });
    journal.append({ ...send(2, 'webhook'), body: { parsed: true }, response: { status: 500 }, delivery });
    const [text, parsed] = journal.list();
    expect(Object.keys(text ?? {}).slice(-2)).toEqual(['delivery', 'response']);
    expect(Object.keys(parsed ?? {}).slice(-2)).toEqual(['response', 'delivery']);
    expect(parsed?.delivery).toEqual(delivery);
    expect(parsed?.delivery).not.toBe(delivery);
  });

  it('an answer that never came has no response; an empty answer has a status and no body member', () => {
    const journal = createJournal();
    journal.append({ ...send(1), response: undefined });
    journal.append({ ...send(2), response: { status: 204 } });
    journal.append({ ...send(3), response: { status: 0, body: '(connection reset)' } });
    const entries = journal.list();
    expect(entries[0]).not.toHaveProperty('response');
    expect(entries[1]?.response).toStrictEqual({ status: 204 });
    expect(entries[2]?.response).toStrictEqual({ status: 0, body: '(connection reset)' });
  });

  it('keeps statuses the status column cannot hold, and times to the millisecond fraction', () => {
    const journal = createJournal();
    const odd = [-0x8000_0000, -0x7fff_ffff, 2 ** 31, 404.5, -0, Number.NaN];
    for (const status of odd) journal.append({ ...send(1), at: 1.25, response: { status } });
    const entries = journal.list();
    expect(entries.map((e) => e.response?.status)).toEqual(odd);
    expect(Object.is(entries[4]?.response?.status, -0)).toBe(true);
    expect(entries.every((e) => e.at === 1.25)).toBe(true);
  });

  it('keeps its own copy of a body that is not text, with what JSON could not hold', () => {
    const journal = createJournal();
    const body = { when: new Date(0), list: [1, { deep: 'before' }] };
    journal.append({ ...send(1), body, response: { status: 200, body: { echo: 'before' } } });
    body.list[1] = { deep: 'after' };
    const [entry] = journal.list();
    expect(entry?.body).toStrictEqual({ when: new Date(0), list: [1, { deep: 'before' }] });
    expect(entry?.response).toStrictEqual({ status: 200, body: { echo: 'before' } });
  });

  it('refuses a kind it does not know, and the refused entry leaves the ring as it was', () => {
    const journal = createJournal({ capacity: 1 });
    journal.append(send(1));
    expect(() => journal.append({ ...send(2), kind: 'other' as never })).toThrow(/kind must be request or webhook, got other/);
    // Not plain data, so it is cloned, and a function cannot be.
    expect(() => journal.append({ ...send(3), body: new (class Holder { run = () => 0; })() })).toThrow(/could not be cloned/);
    expect(journal.list().map((e) => [e.seq, e.at, e.body])).toEqual([[1, 1_001, { n: 1 }]]);
    expect(journal.append(send(4))).toBe(2);
  });
});
