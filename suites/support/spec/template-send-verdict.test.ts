// Sections 2.4, 3.2 and 4.1 on tiny hand-written templates: the verdict function agrees with
// each row of the 4.1 table and with the sentences of 2.4 about what the platform judges.
import { describe, expect, it } from 'vitest';
import { bodyWith, headerValueOf, headerWith, mediaValue, namedValue, quickReplyButton, textValue, urlButton, type SendComponent } from './template-components.ts';
import { templateSendVerdict, type SeededTemplate } from './template-send-verdict.ts';

function template(components: SeededTemplate['components'], extra: Partial<SeededTemplate> = {}): SeededTemplate {
  return {
    id: '1',
    name: 'tiny',
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    quality_score: null,
    created_at: '2026-10-01T00:00:00Z',
    approved_at: '2026-10-01T00:00:00Z',
    status_changed_at: '2026-10-01T00:00:00Z',
    local_copy: true,
    parameter_format: 'POSITIONAL',
    components,
    ...extra,
  };
}

const numbered = template([{ type: 'BODY', text: 'Hi {{1}}, order {{2}}.' }]);
const named = template([{ type: 'BODY', text: 'Hi {{first_name}}, order {{order_id}}.' }], { parameter_format: 'NAMED' });
const textHeader = template([
  { type: 'HEADER', format: 'TEXT', text: 'On {{1}}' },
  { type: 'BODY', text: 'Parcel {{1}}.' },
]);
const imageHeader = template([{ type: 'HEADER', format: 'IMAGE' }, { type: 'BODY', text: 'Look.' }]);
const withButtons = template([
  { type: 'BODY', text: 'Hello.' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'URL', text: 'Track', url: 'https://shop.test/{{1}}' },
      { type: 'URL', text: 'Help', url: 'https://shop.test/help' },
      { type: 'QUICK_REPLY', text: 'Stop' },
    ],
  },
]);

const kind = (t: SeededTemplate, components: SendComponent[], language = 'en_US') => templateSendVerdict(t, { language, components }).kind;

describe('template send verdict', () => {
  it('accepts a numbered body with one value per placeholder', () => {
    expect(kind(numbered, [bodyWith(textValue('a'), textValue('b'))])).toBe('accepted');
  });

  it('refuses fewer values than placeholders, leaves surplus values to the platform', () => {
    expect(kind(numbered, [bodyWith(textValue('a'))])).toBe('refused');
    expect(kind(numbered, [])).toBe('refused');
    expect(kind(numbered, [bodyWith(textValue('a'), textValue('b'), textValue('c'))])).toBe('platform');
  });

  it('refuses parameter_name on a numbered template', () => {
    expect(kind(numbered, [bodyWith(textValue('a'), namedValue('x', 'b'))])).toBe('refused');
  });

  it('holds named templates to every name, only those names, each value named (A27)', () => {
    expect(kind(named, [bodyWith(namedValue('order_id', '7'), namedValue('first_name', 'Ada'))])).toBe('accepted');
    expect(kind(named, [bodyWith(namedValue('first_name', 'Ada'))])).toBe('refused');
    expect(kind(named, [bodyWith(namedValue('first_name', 'Ada'), namedValue('order_id', '7'), namedValue('nickname', 'A'))])).toBe('refused');
    expect(kind(named, [bodyWith(namedValue('first_nam', 'Ada'), namedValue('order_id', '7'))])).toBe('refused');
    expect(kind(named, [bodyWith(textValue('Ada'), namedValue('order_id', '7'))])).toBe('refused');
  });

  it('leaves a repeated name unjudged (A27)', () => {
    expect(kind(named, [bodyWith(namedValue('first_name', 'Ada'), namedValue('first_name', 'Ada'), namedValue('order_id', '7'))])).toBe('open');
  });

  it('counts a text header placeholder apart from the body', () => {
    expect(kind(textHeader, [headerWith(textValue('Monday')), bodyWith(textValue('P1'))])).toBe('accepted');
    expect(kind(textHeader, [bodyWith(textValue('Monday'), textValue('P1'))])).toBe('refused');
  });

  it('requires the media header, of its own type, by link or media id', () => {
    expect(kind(imageHeader, [])).toBe('refused');
    expect(kind(imageHeader, [headerWith(headerValueOf('video'))])).toBe('refused');
    expect(kind(imageHeader, [headerWith(headerValueOf('location'))])).toBe('refused');
    expect(kind(imageHeader, [headerWith(mediaValue('image', { id: '4490001' }))])).toBe('accepted');
    expect(kind(imageHeader, [headerWith(headerValueOf('image'), headerValueOf('image'))])).toBe('platform');
  });

  it('leaves every button problem to the platform', () => {
    expect(kind(withButtons, [urlButton(0, 'A1'), quickReplyButton(2, 'stop')])).toBe('accepted');
    expect(kind(withButtons, [])).toBe('platform');
    expect(kind(withButtons, [urlButton(0, 'A1'), urlButton(1, 'x')])).toBe('platform');
    expect(kind(withButtons, [urlButton(0, 'A1'), quickReplyButton(3, 'x')])).toBe('platform');
    expect(kind(withButtons, [urlButton(0, 'A1'), urlButton(0, 'A2')])).toBe('platform');
  });

  it('refuses another language and unsendable statuses before any value check', () => {
    expect(kind(numbered, [bodyWith(textValue('a'), textValue('b'))], 'en')).toBe('refused');
    expect(kind({ ...numbered, status: 'PAUSED' }, [bodyWith(textValue('a'), textValue('b'), textValue('c'))])).toBe('refused');
  });

  it('lets a template in review go to the platform, which refuses it', () => {
    expect(kind({ ...numbered, status: 'SUBMITTED', approved_at: null }, [bodyWith(textValue('a'), textValue('b'))])).toBe('platform');
    expect(kind({ ...numbered, status: 'DRAFT', approved_at: null }, [bodyWith(textValue('a'))])).toBe('refused');
    expect(kind({ ...numbered, status: 'FLAGGED' }, [bodyWith(textValue('a'), textValue('b'))])).toBe('accepted');
  });

  it('does not judge authentication templates', () => {
    expect(kind({ ...numbered, category: 'AUTHENTICATION' }, [bodyWith(textValue('123456'))])).toBe('open');
  });
});
