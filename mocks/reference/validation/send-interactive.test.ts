import { describe, expect, it } from 'vitest';
import { accepted, buttons, cta, interactiveBody, list, onlyProblem, problemsOf, to, type Body } from './send-test-kit.ts';

const at = (...path: (string | number)[]): (string | number)[] => ['body', 'interactive', ...path];

// §2.3 / §8: "up to 3 reply buttons"; §4.1 pre-check: "more than 3 buttons" is 422.
describe('interactive buttons (§2.3, §8)', () => {
  it('accepts exactly 3 buttons', () => {
    accepted(interactiveBody(buttons(3)));
  });

  it('refuses a fourth button', () => {
    expect(onlyProblem(interactiveBody(buttons(4)))).toEqual({ loc: at('buttons'), msg: 'at most 3 buttons' });
  });

  it('leaves an empty button list to the platform (A23)', () => {
    accepted(interactiveBody(buttons(0)));
  });

  it('names the repeated button id at its own position', () => {
    const ids = ['yes', 'no', 'yes'];
    expect(onlyProblem(interactiveBody(buttons(3, (i) => ids[i]!)))).toEqual({ loc: at('buttons', 2, 'id'), msg: 'must be unique; "yes" is used earlier' });
  });

  it('names every repeat, not only the first', () => {
    expect(problemsOf(interactiveBody(buttons(3, () => 'same'))).map((p) => p.loc)).toEqual([at('buttons', 1, 'id'), at('buttons', 2, 'id')]);
  });

  it('compares ids exactly (case and spacing matter)', () => {
    const ids = ['yes', 'Yes', 'yes '];
    accepted(interactiveBody(buttons(3, (i) => ids[i]!)));
  });

  it('does not require unique titles (A23)', () => {
    accepted(interactiveBody({ ...buttons(2), buttons: [{ id: 'a', title: 'Same' }, { id: 'b', title: 'Same' }] }));
  });

  it('reports too many buttons and a repeated id together', () => {
    expect(problemsOf(interactiveBody(buttons(4, () => 'x'))).map((p) => p.loc)).toEqual([at('buttons'), at('buttons', 1, 'id'), at('buttons', 2, 'id'), at('buttons', 3, 'id')]);
  });
});

// §2.3 / §8: "1 to 10 rows in total across all sections (not per section)"; ids unique in the message.
describe('interactive list rows (§2.3, §8)', () => {
  it('accepts exactly 10 rows in one section', () => {
    accepted(interactiveBody(list([10])));
  });

  it('refuses an eleventh row', () => {
    expect(onlyProblem(interactiveBody(list([11])))).toEqual({ loc: at('sections'), msg: 'at most 10 rows in total across all sections' });
  });

  it('counts rows across sections', () => {
    accepted(interactiveBody(list([4, 3, 3])));
    expect(onlyProblem(interactiveBody(list([4, 4, 3]))).loc).toEqual(at('sections'));
  });

  it('refuses a list with no rows at all', () => {
    expect(onlyProblem(interactiveBody(list([])))).toEqual({ loc: at('sections'), msg: 'at least 1 row in total across all sections' });
    expect(onlyProblem(interactiveBody(list([0, 0]))).loc).toEqual(at('sections'));
  });

  it('accepts an empty section while another has rows (the count is a total)', () => {
    accepted(interactiveBody(list([0, 2])));
  });

  it('names the repeated row id, even across sections', () => {
    const body = interactiveBody(list([2, 2], (s, r) => (s === 1 && r === 1 ? '0-0' : `${s}-${r}`)));
    expect(onlyProblem(body)).toEqual({ loc: at('sections', 1, 'rows', 1, 'id'), msg: 'must be unique; "0-0" is used earlier' });
  });

  it('does not count rows when the sections are malformed (the shape fault is reported instead)', () => {
    expect(onlyProblem(interactiveBody({ ...list([1]), sections: 'rows' }))).toEqual({ loc: at('sections'), msg: 'must be an array' });
    expect(onlyProblem(interactiveBody({ ...list([1]), sections: [{ title: 'S', rows: {} }] }))).toEqual({ loc: at('sections', 0, 'rows'), msg: 'must be an array' });
  });
});

// A24: shape errors of the interactive object are 422 validation_error.
describe('interactive shape (A24)', () => {
  it.each<[string, Body, { loc: (string | number)[]; msg: string }]>([
    ['a missing interactive object', {}, { loc: ['body', 'interactive'], msg: 'is required' }],
    ['an interactive object that is not an object', { interactive: 'menu' }, { loc: at(), msg: 'must be an object' }],
    ['a missing interactive.type', { interactive: { body: 'x', buttons: [] } }, { loc: at('type'), msg: 'is required' }],
    ['an unknown interactive.type', { interactive: { ...buttons(1), type: 'carousel' } }, { loc: at('type'), msg: 'must be one of buttons, list, cta_url' }],
    ['an interactive.type that is not a string', { interactive: { ...buttons(1), type: 3 } }, { loc: at('type'), msg: 'must be a string' }],
    ['a missing body', { interactive: { type: 'buttons', buttons: [] } }, { loc: at('body'), msg: 'is required' }],
    ['a body that is not a string', { interactive: { ...buttons(1), body: { text: 'x' } } }, { loc: at('body'), msg: 'must be a string' }],
    ['a footer that is not a string', { interactive: { ...buttons(1), footer: 1 } }, { loc: at('footer'), msg: 'must be a string' }],
    ['missing buttons', { interactive: { type: 'buttons', body: 'x' } }, { loc: at('buttons'), msg: 'is required' }],
    ['buttons that are not an array', { interactive: { ...buttons(1), buttons: {} } }, { loc: at('buttons'), msg: 'must be an array' }],
    ['a button that is not an object', { interactive: { ...buttons(1), buttons: ['yes'] } }, { loc: at('buttons', 0), msg: 'must be an object' }],
    ['a button without id', { interactive: { ...buttons(1), buttons: [{ title: 'Yes' }] } }, { loc: at('buttons', 0, 'id'), msg: 'is required' }],
    ['a button without title', { interactive: { ...buttons(1), buttons: [{ id: 'y' }] } }, { loc: at('buttons', 0, 'title'), msg: 'is required' }],
    ['a button id that is a number', { interactive: { ...buttons(1), buttons: [{ id: 1, title: 'Yes' }] } }, { loc: at('buttons', 0, 'id'), msg: 'must be a string' }],
    ['missing sections', { interactive: { type: 'list', body: 'x' } }, { loc: at('sections'), msg: 'is required' }],
    ['a section without rows', { interactive: { ...list([1]), sections: [{ title: 'S' }] } }, { loc: at('sections', 0, 'rows'), msg: 'is required' }],
    ['a section without title', { interactive: { ...list([1]), sections: [{ rows: [{ id: 'a', title: 'A' }] }] } }, { loc: at('sections', 0, 'title'), msg: 'is required' }],
    ['a row without id', { interactive: { ...list([1]), sections: [{ title: 'S', rows: [{ title: 'A' }] }] } }, { loc: at('sections', 0, 'rows', 0, 'id'), msg: 'is required' }],
    ['a button_text that is not a string', { interactive: { ...list([1]), button_text: true } }, { loc: at('button_text'), msg: 'must be a string' }],
    ['a missing cta', { interactive: { type: 'cta_url', body: 'x' } }, { loc: at('cta'), msg: 'is required' }],
    ['a cta that is not an object', { interactive: cta({ cta: 'https://x.test' }) }, { loc: at('cta'), msg: 'must be an object' }],
    ['a cta without url', { interactive: cta({ cta: { display_text: 'Open' } }) }, { loc: at('cta', 'url'), msg: 'is required' }],
    ['a cta without display_text', { interactive: cta({ cta: { url: 'https://x.test' } }) }, { loc: at('cta', 'display_text'), msg: 'is required' }],
  ])('refuses %s', (_, fields, problem) => {
    expect(onlyProblem({ to, type: 'interactive', ...fields })).toEqual(problem);
  });

  it('leaves the cta address to the platform (A23)', () => {
    accepted(interactiveBody(cta({ cta: { display_text: 'Open', url: 'http://plain.test' } })));
    accepted(interactiveBody(cta({ cta: { display_text: 'Open', url: 'no scheme' } })));
  });

  it('reports every fault of one interactive object, in document order', () => {
    const interactive = { type: 'buttons', body: '', footer: 'x'.repeat(61), buttons: [{ id: 'a' }, { id: 'a', title: 'A' }] };
    expect(problemsOf(interactiveBody(interactive))).toEqual([
      { loc: at('body'), msg: 'must not be empty' },
      { loc: at('footer'), msg: 'at most 60 characters' },
      { loc: at('buttons', 0, 'title'), msg: 'is required' },
      { loc: at('buttons', 1, 'id'), msg: 'must be unique; "a" is used earlier' },
    ]);
  });
});
