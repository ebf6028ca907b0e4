// Comparison sorts each difference into spec-fixed (fails under every profile) and open (a soft
// finding under the spec profile), citing the ground on which it is open.
import { describe, expect, it } from 'vitest';
import type { RequestStep, WalkStep } from './case-step.ts';
import { compareExchanges, compareWalks, verdictsMayDiffer } from './compare.ts';
import type { NormalExchange, NormalUpstream, NormalWalk } from './normalise.ts';
import { sendStep, walkStep } from './requests.ts';

const caller = { authorization: 'Bearer t' };
const textSend = sendStep({ label: 'text', section: '2.1', caller, body: { to: '12025550101', type: 'text', text: 'Hi' } });
const templateSend = sendStep({ label: 'template', section: '2.4', caller, body: { to: '12025550101', type: 'template', template_name: 'thank_you', template_language: 'en_US' } });
const imageSend = sendStep({ label: 'image', section: '2.1', caller, body: { to: '12025550101', type: 'image', media_url: 'https://m.test/a.jpg' } });

const sent = { method: 'POST', path: '/v23.0/100000000000001/messages', body: { messaging_product: 'whatsapp', to: '12025550101', type: 'text', text: { body: 'Hi' } } };
const record = { id: '<id 1>', direction: 'OUTBOUND', message_type: 'text', content: 'Hi', status: 'SENT', source: 'API', wa_message_id: '<wamid 1>', redacted: false, created_at: '<timestamp>' };
const ok = (body: Record<string, unknown> = record, upstream: NormalUpstream[] = [sent]): NormalExchange => ({ verdict: '200', replayed: false, body, upstream });
const refused = (verdict: string, body: Record<string, unknown> = {}): NormalExchange => ({ verdict, replayed: false, body: { code: verdict.split(' ')[1], message: 'x', ...body }, upstream: [] });

const parts = (ds: { part: string; fixed: boolean }[]) => ds.map((d) => [d.part, d.fixed]);

describe('verdicts', () => {
  it('agree when equal, whatever else differs in the bodies’ prose', () => {
    expect(compareExchanges(textSend, refused('422 validation_error'), refused('422 validation_error'))).toEqual([]);
  });

  it('differ as fixed when the step has no leeway, and nothing else is reported', () => {
    const ds = compareExchanges(textSend, ok(), refused('422 validation_error'));
    expect(ds).toEqual([{ part: 'verdict', target: '200', reference: '422 validation_error', fixed: true }]);
  });

  it('differ softly between two refusals where the leeway allows any refusal', () => {
    const step: RequestStep = { ...textSend, leeway: { decisions: ['A15'] } };
    expect(compareExchanges(step, refused('400 bad_request'), refused('401 not_authenticated'))).toEqual([{ part: 'verdict', target: '400 bad_request', reference: '401 not_authenticated', fixed: false, basis: 'A15' }]);
    expect(compareExchanges(step, ok(), refused('401 not_authenticated'))[0]?.fixed).toBe(true);
  });

  it('differ softly only among the verdicts a leeway names, status classes included', () => {
    expect(verdictsMayDiffer('200', '422 validation_error', { decisions: ['A18'], among: ['200', '422 validation_error'] })).toBe(true);
    expect(verdictsMayDiffer('502 send_failed', '422 validation_error', { decisions: ['A18'], among: ['200', '422 validation_error'] })).toBe(false);
    expect(verdictsMayDiffer('415', '422 validation_error', { decisions: ['A17'], among: ['4xx'] })).toBe(true);
    expect(verdictsMayDiffer('500 internal_error', '422 validation_error', { decisions: ['A17'], among: ['4xx'] })).toBe(false);
  });
});

describe('records', () => {
  it('hold fixed fields to the reference: the text body as content', () => {
    const ds = compareExchanges(textSend, ok({ ...record, content: 'Hi there' }), ok());
    expect(parts(ds)).toEqual([['record.content', true]]);
  });

  it('leave source open on a text send (A33) but fix it on a template send', () => {
    expect(compareExchanges(textSend, ok({ ...record, source: 'HUMAN' }), ok())).toEqual([{ part: 'record.source', target: 'HUMAN', reference: 'API', fixed: false, basis: 'A33' }]);
    const template = { ...record, message_type: 'template', content: '[template:thank_you]', source: 'HUMAN', template_name: 'thank_you' };
    expect(parts(compareExchanges(templateSend, ok({ ...template, source: 'API' }), ok(template)))).toEqual([['record.source', true]]);
  });

  it('leave message_type and echoes of a media send open (A36), and nulls against absent keys (A34)', () => {
    const image = { ...record, message_type: 'image', media_url: 'https://m.test/a.jpg', sent_at: '<timestamp>' };
    const ds = compareExchanges(imageSend, ok({ ...image, message_type: 'media', media_url: null, sent_at: null }), ok(image));
    expect(ds.map((d) => [d.part, d.fixed, d.basis])).toEqual([
      ['record.message_type', false, 'A36'],
      ['record.media_url', false, 'A36'],
      ['record.sent_at', false, 'A34'],
    ]);
  });

  it('see no difference in the order of JSON members', () => {
    const interactive = { type: 'buttons', body: 'Pick', buttons: [{ id: 'a', title: 'A' }] };
    const reordered = { buttons: [{ title: 'A', id: 'a' }], body: 'Pick', type: 'buttons' };
    expect(compareExchanges(textSend, ok({ ...record, interactive: reordered }), ok({ ...record, interactive }))).toEqual([]);
  });

  it('fix the record id, so a replay with a new id differs', () => {
    expect(parts(compareExchanges(textSend, ok({ ...record, id: '<id 2>' }), ok()))).toEqual([['record.id', true]]);
  });

  it('fix the replay header (section 3.3)', () => {
    expect(parts(compareExchanges(textSend, { ...ok(), replayed: true }, ok()))).toEqual([['Idempotency-Replayed', true]]);
  });
});

describe('error bodies', () => {
  it('leave the message and detail open (section 7, A3, A4)', () => {
    const ds = compareExchanges(textSend, refused('422 validation_error', { message: 'text: too long', detail: [{ loc: ['text'] }] }), refused('422 validation_error', { message: 'text: at most 4096', detail: [{ loc: ['body', 'text'] }] }));
    expect(ds.map((d) => [d.part, d.fixed, d.basis])).toEqual([
      ['error.message', false, 'section 7: messages may be reworded (A4)'],
      ['error.detail', false, 'A3, A4'],
    ]);
  });

  it('fix the ids an ambiguous number lists (section 5.2)', () => {
    const ds = compareExchanges(textSend, refused('400 ambiguous_number', { phone_number_ids: ['1'] }), refused('400 ambiguous_number', { phone_number_ids: ['1', '2'] }));
    expect(parts(ds)).toEqual([['error.phone_number_ids', true]]);
  });
});

describe('platform traffic', () => {
  it('fixes whether and to whom a send went', () => {
    expect(parts(compareExchanges(textSend, ok(record, [sent, sent]), ok()))).toEqual([['upstream sends', true]]);
    const elsewhere = { ...sent, body: { ...sent.body, to: '2025550101' } };
    expect(parts(compareExchanges(textSend, ok(record, [elsewhere]), ok()))).toEqual([['upstream sends', true]]);
  });

  it('leaves the wording of the platform request and look-ups open', () => {
    const worded = { ...sent, body: { ...sent.body, recipient_type: 'individual' } };
    const lookup = { method: 'GET', path: '/v23.0/200/message_templates?name=thank_you', body: undefined };
    expect(parts(compareExchanges(textSend, ok(record, [worded]), ok()))).toEqual([['upstream requests', false]]);
    expect(parts(compareExchanges(textSend, ok(record, [lookup, sent]), ok()))).toEqual([['upstream requests', false]]);
  });
});

describe('walks', () => {
  const step: WalkStep = walkStep({ label: 'walk', section: '4.2', caller });
  const t1 = { id: '1', name: 'a', status: 'APPROVED', sendable: true, unsendable_reason: null, approved_at: '2026-10-01T00:00:00.000Z' };
  const t2 = { id: '2', name: 'b', status: 'PAUSED', sendable: false, unsendable_reason: 'The template is paused.', approved_at: '2026-09-01T00:00:00.000Z' };
  const walk = (items: unknown[], pageSizes = [items.length]): NormalWalk => ({ verdict: '200', pageSizes, items, upstream: [] });

  it('fix the items and their order', () => {
    expect(parts(compareWalks(step, walk([t2, t1]), walk([t1, t2])))).toEqual([['items[0]', true]]);
    expect(parts(compareWalks(step, walk([t1]), walk([t1, t2])))).toEqual([['items (count)', true]]);
  });

  it('leave where pages break open (A45)', () => {
    expect(compareWalks(step, walk([t1, t2], [1, 1]), walk([t1, t2], [2]))).toEqual([{ part: 'page sizes', target: [1, 1], reference: [2], fixed: false, basis: 'A45' }]);
  });

  it('leave the wording of a refusal’s reason open (A47), not whether there is one', () => {
    expect(compareWalks(step, walk([t1, { ...t2, unsendable_reason: 'Paused after feedback.' }]), walk([t1, t2]))[0]).toMatchObject({ part: 'items[1].unsendable_reason', fixed: false, basis: 'A47' });
    expect(parts(compareWalks(step, walk([t1, { ...t2, unsendable_reason: null }]), walk([t1, t2])))).toEqual([['items[1]', true]]);
  });

  it('fix approved_at where the reference has one, and leave a never-approved template’s open (A47)', () => {
    expect(parts(compareWalks(step, walk([{ ...t1, approved_at: null }]), walk([t1])))).toEqual([['items[0]', true]]);
    const neverApproved = { ...t2, status: 'REJECTED', approved_at: null };
    expect(parts(compareWalks(step, walk([{ ...neverApproved, approved_at: '2026-09-01T00:00:00.000Z' }]), walk([neverApproved])))).toEqual([['items[0].approved_at', false]]);
  });
});
