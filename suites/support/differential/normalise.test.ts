// Normalisation takes out only what two honest gateways may answer differently: generated ids,
// the form of timestamps, orders the spec does not fix. Everything else must survive it.
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalTies, normaliseExchange, normalisePath, normaliseTimestamp, normaliseValue, normaliseWalk, Placeholders } from './normalise.ts';
import type { SideExchange } from './observation.ts';

const asRecord = { timestamps: 'marker', generatedId: true } as const;

function exchange(status: number, body: unknown, headers: Record<string, string> = {}): SideExchange {
  return { status, headers, body, upstream: [] };
}

describe('placeholders', () => {
  it('name the same raw id the same way, and number each kind on its own', () => {
    const names = new Placeholders();
    expect([names.name('id', 'a1b2c3'), names.name('wamid', 'wamid.x'), names.name('id', 'zz9'), names.name('id', 'a1b2c3')]).toEqual(['<id 1>', '<wamid 1>', '<id 2>', '<id 1>']);
  });

  it('scrub ids already named, platform message ids, ULIDs and trace ids out of prose', () => {
    const names = new Placeholders();
    names.name('id', 'msg-000123');
    const text = names.scrub('msg-000123 failed: wamid.HBgLMTIw= refused (fbtrace_id: AbC12_x) for 01HZX3K9V7Q2W8E5R6T4Y1V0PA');
    expect(text).toBe('<id 1> failed: <wamid 1> refused (fbtrace_id: <fbtrace>) for <id 2>');
  });
});

describe('normaliseTimestamp', () => {
  it('makes every zero-offset form of one instant the same (A35)', () => {
    const forms = ['2026-11-02T09:00:00Z', '2026-11-02T09:00:00.000Z', '2026-11-02T09:00:00+00:00', '2026-11-02T09:00:00.0000+0000'];
    expect(new Set(forms.map((f) => normaliseTimestamp(f, 'instant')))).toEqual(new Set(['2026-11-02T09:00:00.000Z']));
    expect(new Set(forms.map((f) => normaliseTimestamp(f, 'marker')))).toEqual(new Set(['<timestamp>']));
  });

  it('leaves a timestamp with another offset, and ordinary text, as they are', () => {
    expect(normaliseTimestamp('2026-11-02T09:00:00+01:00', 'marker')).toBe('2026-11-02T09:00:00+01:00');
    expect(normaliseTimestamp('Your parcel is on its way.', 'instant')).toBe('Your parcel is on its way.');
  });
});

describe('normaliseValue', () => {
  it('gives two records that differ only in generated ids and timestamp form the same shape', () => {
    const a = { id: '01HZX3K9V7Q2W8E5R6T4Y1V0PA', wa_message_id: 'wamid.AAA', status: 'SENT', created_at: '2026-11-02T09:00:00.000Z', content: 'Hi' };
    const b = { id: 'msg_42', wa_message_id: 'wamid.BBB', status: 'SENT', created_at: '2026-11-02T09:00:00Z', content: 'Hi' };
    expect(normaliseValue(a, new Placeholders(), asRecord)).toEqual(normaliseValue(b, new Placeholders(), asRecord));
  });

  it('keeps a value the world fixed: a template id, and every other field', () => {
    const template = { id: '310000000000010', name: 'otp_login', approved_at: '2026-10-12T11:00:00Z' };
    expect(normaliseValue(template, new Placeholders(), { timestamps: 'instant', generatedId: false })).toEqual({ id: '310000000000010', name: 'otp_login', approved_at: '2026-10-12T11:00:00.000Z' });
  });

  it('keeps real differences: another status or content still shows', () => {
    const a = normaliseValue({ id: 'x1', status: 'SENT', content: 'Hi' }, new Placeholders(), asRecord);
    const b = normaliseValue({ id: 'y2', status: 'FAILED', content: 'Hi!' }, new Placeholders(), asRecord);
    expect(a).not.toEqual(b);
  });

  it('puts the ids of an ambiguous number in one order (section 5.2 gives none)', () => {
    const body = { code: 'ambiguous_number', phone_number_ids: ['100000000000004', '100000000000003'] };
    expect(normaliseValue(body, new Placeholders(), asRecord)).toEqual({ code: 'ambiguous_number', phone_number_ids: ['100000000000003', '100000000000004'] });
  });

  it('names a nested id only when it is the record’s own', () => {
    const names = new Placeholders();
    const out = normaliseValue({ id: 'rec-1', interactive: { buttons: [{ id: 'yes', title: 'Yes' }] } }, names, asRecord);
    expect(out).toEqual({ id: '<id 1>', interactive: { buttons: [{ id: 'yes', title: 'Yes' }] } });
  });
});

describe('canonicalJson', () => {
  it('ignores member order at every depth, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('normalisePath', () => {
  it('sorts the query, which the spec does not order', () => {
    expect(normalisePath('/v23.0/200/message_templates?name=a&limit=10')).toBe(normalisePath('/v23.0/200/message_templates?limit=10&name=a'));
    expect(normalisePath('/v23.0/100/messages')).toBe('/v23.0/100/messages');
  });
});

describe('normaliseExchange', () => {
  it('reads the verdict as status and code, and only "true" as a replay (A8)', () => {
    const names = new Placeholders();
    expect(normaliseExchange(exchange(422, { code: 'validation_error', message: 'text: too long' }), names)).toMatchObject({ verdict: '422 validation_error', replayed: false });
    expect(normaliseExchange(exchange(200, {}, { 'idempotency-replayed': 'true' }), names).replayed).toBe(true);
    expect(normaliseExchange(exchange(200, {}, { 'idempotency-replayed': 'false' }), names).replayed).toBe(false);
    expect(normaliseExchange(exchange(404, undefined), names).verdict).toBe('404');
  });

  it('numbers ids across the steps of a case, so a replay shows the original id', () => {
    const names = new Placeholders();
    const first = normaliseExchange(exchange(200, { id: 'm-1', wa_message_id: 'wamid.1' }), names);
    const replay = normaliseExchange(exchange(200, { id: 'm-1', wa_message_id: 'wamid.1' }), names);
    const fresh = normaliseExchange(exchange(200, { id: 'm-2', wa_message_id: 'wamid.2' }), names);
    expect([first.body, replay.body, fresh.body]).toEqual([
      { id: '<id 1>', wa_message_id: '<wamid 1>' },
      { id: '<id 1>', wa_message_id: '<wamid 1>' },
      { id: '<id 2>', wa_message_id: '<wamid 2>' },
    ]);
  });
});

describe('canonicalTies', () => {
  const createdAt = new Map([
    ['a', '2026-10-01T00:00:00.000Z'],
    ['b', '2026-10-01T00:00:00.000Z'],
    ['c', '2026-09-01T00:00:00.000Z'],
  ]);

  it('orders items created at the same time by id (A42)', () => {
    expect(canonicalTies([{ id: 'b' }, { id: 'a' }, { id: 'c' }], createdAt)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('leaves an item out of place across two creation times out of place', () => {
    expect(canonicalTies([{ id: 'c' }, { id: 'b' }, { id: 'a' }], createdAt)).toEqual([{ id: 'c' }, { id: 'a' }, { id: 'b' }]);
  });
});

describe('normaliseWalk', () => {
  const page = (items: unknown[], more: boolean) => exchange(200, { items, has_more: more, next_cursor: more ? 'c' : null });

  it('gathers the items of every page and counts the pages', () => {
    const walk = normaliseWalk([page([{ id: '1' }, { id: '2' }], true), page([{ id: '3' }], false)], false, new Placeholders());
    expect(walk).toMatchObject({ verdict: '200', pageSizes: [2, 1], items: [{ id: '1' }, { id: '2' }, { id: '3' }] });
  });

  it('takes the verdict of the first refused page, or says the walk never ended', () => {
    expect(normaliseWalk([page([{ id: '1' }], true), exchange(400, { code: 'invalid_cursor' })], false, new Placeholders()).verdict).toBe('400 invalid_cursor');
    expect(normaliseWalk([page([{ id: '1' }], true)], true, new Placeholders()).verdict).toBe('unfinished');
  });
});
