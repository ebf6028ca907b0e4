import { describe, expect, it } from 'vitest';
import { validationRefusal } from '../errors/gateway-error.ts';
import { accepted, buttons, cta, interactiveBody, list, mediaBody, onlyProblem, problemsOf, templateBody, textBody, to } from './send-test-kit.ts';

// §2.1: "JSON object. `type` selects which group of fields is read." A17: a body that is not an
// object is 422 with loc ["body"].
describe('send body: layout selection (§2.1, A17)', () => {
  it.each([null, [], 'text', 42, true])('refuses a body that is not a JSON object (%j) at ["body"]', (body) => {
    expect(onlyProblem(body)).toEqual({ loc: ['body'], msg: 'must be a JSON object' });
  });

  it('reads a body without type as a text send', () => {
    expect(accepted(textBody()).type).toBe('text');
  });

  it.each(['image', 'video', 'audio', 'document'])('accepts a minimal %s send', (type) => {
    expect(accepted(mediaBody(type)).type).toBe(type);
  });

  it('accepts a minimal template and each interactive kind', () => {
    expect(accepted(templateBody()).type).toBe('template');
    for (const interactive of [buttons(1), list([1]), cta()]) expect(accepted(interactiveBody(interactive)).type).toBe('interactive');
  });

  it('refuses an unknown type at ["body","type"], listing the allowed values', () => {
    const problem = onlyProblem(textBody({ type: 'location' }));
    expect(problem.loc).toEqual(['body', 'type']);
    expect(problem.msg).toBe('must be one of text, template, image, document, video, audio, interactive');
  });

  it.each([5, null, ['text'], { name: 'text' }])('refuses a type that is not a string (%j) at ["body","type"]', (type) => {
    expect(onlyProblem(textBody({ type }))).toEqual({ loc: ['body', 'type'], msg: 'must be a string' });
  });

  it('still checks the shared fields when the type is unknown', () => {
    expect(problemsOf({ to: '+1', type: 'sticker' }).map((p) => p.loc)).toEqual([
      ['body', 'to'],
      ['body', 'type'],
    ]);
  });

  it('does not judge type case-insensitively', () => {
    expect(onlyProblem(textBody({ type: 'Text' })).loc).toEqual(['body', 'type']);
  });
});

// A18: unknown fields are accepted and ignored.
describe('send body: unknown fields (A18)', () => {
  it('accepts context, reply_to, preview_url and anything else', () => {
    accepted(textBody({ context: { message_id: 'wamid.1' }, reply_to: 'x', preview_url: true, extra: [1, 2] }));
  });

  it('accepts unknown members inside the interactive object and its options', () => {
    const options = [{ id: 'y', title: 'Yes', emoji: '👍' }, { id: 'n', title: 'No' }];
    accepted(interactiveBody({ ...buttons(2), header: { type: 'text', text: 'Hi' }, buttons: options }));
  });
});

// A21: fields the selected type does not read are not validated at all.
describe('send body: fields the type does not read (A21)', () => {
  it('ignores a 5000-character text on an image send', () => {
    accepted(mediaBody('image', { text: 'x'.repeat(5000) }));
  });

  it('ignores a caption of any type and length on an audio send', () => {
    accepted(mediaBody('audio', { media_caption: 'x'.repeat(2000) }));
    accepted(mediaBody('audio', { media_caption: 42 }));
  });

  it('ignores a file name of the wrong type on an image send', () => {
    accepted(mediaBody('image', { media_filename: 7 }));
  });

  it('ignores media, template and interactive fields on a text send', () => {
    accepted(textBody({ media_url: 5, template_name: '', interactive: 'none', media_caption: 'x'.repeat(2000) }));
  });

  it('ignores the members of the other interactive kinds', () => {
    accepted(interactiveBody({ ...buttons(1), sections: 'x', button_text: 'x'.repeat(50), cta: 1 }));
    accepted(interactiveBody({ ...list([1]), buttons: Array.from({ length: 9 }, () => ({})) }));
    accepted(interactiveBody({ ...cta(), buttons: 'x', sections: 7 }));
  });
});

// §2.1 `type` default `text`; §2.3 `button_text` defaults to `View`. A2 compares with defaults applied.
describe('send body: defaults (§2.1, §2.3)', () => {
  it('fills type text when it is left out', () => {
    expect(accepted({ to, text: 'Hi' })).toEqual({ to, text: 'Hi', type: 'text' });
  });

  it('fills the list button_text with View when it is left out', () => {
    const send = accepted(interactiveBody(list([2])));
    expect(send.type === 'interactive' && send.interactive.type === 'list' && send.interactive.button_text).toBe('View');
  });

  it('keeps a list button_text that is given', () => {
    const send = accepted(interactiveBody({ ...list([2]), button_text: 'Menu' }));
    expect(send.type === 'interactive' && send.interactive.type === 'list' && send.interactive.button_text).toBe('Menu');
  });

  it('adds no button_text to reply buttons or a link button', () => {
    for (const interactive of [buttons(2), cta()]) {
      const send = accepted(interactiveBody(interactive));
      expect(send.type === 'interactive' && 'button_text' in send.interactive).toBe(false);
    }
  });

  it('does not mutate the caller’s object when filling defaults', () => {
    const body = { to, type: 'interactive', interactive: list([2]) };
    const before = structuredClone(body);
    const send = accepted(body);
    expect(body).toEqual(before);
    expect(send).not.toBe(body);
    expect(send.type === 'interactive' && send.interactive).not.toBe(body.interactive);
  });

  it('does not mutate the caller’s object when refusing it', () => {
    const body = { to: '+1', text: '', type: 'text', interactive: buttons(4) };
    const before = structuredClone(body);
    problemsOf(body);
    expect(body).toEqual(before);
  });
});

// A3: loc is the source then the path with integer indices; A4: stable order, first entry named.
describe('send body: problem locations and order (A3, A4)', () => {
  it('writes array positions as integers', () => {
    const body = interactiveBody({ ...buttons(2), buttons: [{ id: 'a', title: 'A' }, { id: 'b' }] });
    expect(onlyProblem(body).loc).toEqual(['body', 'interactive', 'buttons', 1, 'title']);
  });

  it('names a missing required field by its own name', () => {
    expect(onlyProblem({ text: 'Hi' })).toEqual({ loc: ['body', 'to'], msg: 'is required' });
  });

  it('lists every problem in the order the fields appear in the body', () => {
    const body = { text: 'x'.repeat(4097), type: 'text', to: '0123' };
    expect(problemsOf(body).map((p) => p.loc)).toEqual([
      ['body', 'text'],
      ['body', 'to'],
    ]);
    const reordered = { to: '0123', type: 'text', text: 'x'.repeat(4097) };
    expect(problemsOf(reordered).map((p) => p.loc)).toEqual([
      ['body', 'to'],
      ['body', 'text'],
    ]);
  });

  it('puts missing fields after the fields that are present', () => {
    expect(problemsOf({ type: 'image', media_caption: 'x'.repeat(1025) }).map((p) => p.loc)).toEqual([
      ['body', 'media_caption'],
      ['body', 'to'],
      ['body', 'media_url'],
    ]);
  });

  it('gives the same problems in the same order on every call', () => {
    const body = interactiveBody({ ...buttons(4, () => 'same'), footer: 'x'.repeat(61) }, { to: 'abc' });
    expect(problemsOf(body)).toEqual(problemsOf(structuredClone(body)));
  });

  it('builds the A4 message from the first problem', () => {
    const refusal = validationRefusal(problemsOf(interactiveBody(buttons(4))));
    expect(refusal.status).toBe(422);
    expect(refusal.body.message).toBe('interactive.buttons: at most 3 buttons');
    expect(refusal.body.detail).toEqual([{ loc: ['body', 'interactive', 'buttons'], msg: 'at most 3 buttons' }]);
  });
});
