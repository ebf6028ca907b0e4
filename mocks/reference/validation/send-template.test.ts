import { describe, expect, it } from 'vitest';
import { onlyCodePositionProblems } from './code-position.ts';
import { accepted, onlyProblem, problemsOf, templateBody } from './send-test-kit.ts';

const at = (...path: (string | number)[]): (string | number)[] => ['body', 'template_components', ...path];
const bodyOf = (...values: unknown[]): Record<string, unknown> => ({ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) });
const urlButton = { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '42' }] };
const quickReply = { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'YES' }] };

// §2.1, §4.1: template_name and template_language are required; A20: not empty; A22: no shape check.
describe('template send fields (§2.1, A20, A22)', () => {
  it.each(['template_name', 'template_language'])('refuses a missing %s', (field) => {
    const { [field]: _, ...body } = templateBody();
    expect(onlyProblem(body)).toEqual({ loc: ['body', field], msg: 'is required' });
  });

  it.each(['template_name', 'template_language'])('refuses an empty %s', (field) => {
    expect(onlyProblem(templateBody(undefined, { [field]: '' }))).toEqual({ loc: ['body', field], msg: 'must not be empty' });
  });

  it('leaves the shape of template_language to the template checks', () => {
    for (const language of ['english', 'en-US', 'zz', ' ']) accepted(templateBody(undefined, { template_language: language }));
  });

  it('reads a template body without type as a text send', () => {
    const { type: _, ...body } = templateBody();
    expect(onlyProblem(body)).toEqual({ loc: ['body', 'text'], msg: 'is required' });
  });

  it('accepts every component of section 2.4', () => {
    const header = {
      type: 'header',
      parameters: [
        { type: 'text', text: 'Ada' },
        { type: 'image', image: { link: 'https://media.harness.test/a.jpg' } },
        { type: 'video', video: { id: '1037543291543636' } },
        { type: 'document', document: { link: 'https://media.harness.test/a.pdf', filename: 'a.pdf' } },
        { type: 'location', location: { latitude: '51.5072', longitude: '-0.1276', name: 'London', address: 'Trafalgar Square' } },
      ],
    };
    const named = { type: 'body', parameters: [{ type: 'text', text: 'Ada', parameter_name: 'name' }] };
    accepted(templateBody([header, bodyOf('Ada', '0042'), named, urlButton, quickReply]));
  });

  it('refuses template_components that is not an array', () => {
    expect(onlyProblem(templateBody(undefined, { template_components: { type: 'body' } }))).toEqual({ loc: at(), msg: 'must be an array' });
  });

  it('refuses a header medium with neither link nor id', () => {
    const header = { type: 'header', parameters: [{ type: 'image', image: { url: 'https://x.test/a.jpg' } }] };
    expect(onlyProblem(templateBody([header]))).toEqual({ loc: at(0, 'parameters', 0, 'image'), msg: 'needs link or id' });
  });
});

// §2.4: "Component `type` and parameter `type` values are lower case"; A25: anything else is 422.
describe('template component casing (§2.4, A25)', () => {
  it('refuses an upper-case component type', () => {
    expect(onlyProblem(templateBody([{ ...bodyOf('Ada'), type: 'BODY' }]))).toEqual({ loc: at(0, 'type'), msg: 'must be one of header, body, button' });
  });

  it('refuses an upper-case body parameter type', () => {
    expect(onlyProblem(templateBody([{ type: 'body', parameters: [{ type: 'TEXT', text: 'Ada' }] }]))).toEqual({ loc: at(0, 'parameters', 0, 'type'), msg: 'must be "text"' });
  });

  it('refuses a capitalised header parameter type', () => {
    const header = { type: 'header', parameters: [{ type: 'Image', image: { link: 'https://x.test/a.jpg' } }] };
    expect(onlyProblem(templateBody([header])).loc).toEqual(at(0, 'parameters', 0, 'type'));
  });

  it('refuses an upper-case button sub_type', () => {
    expect(onlyProblem(templateBody([{ ...urlButton, sub_type: 'URL' }]))).toEqual({ loc: at(0, 'sub_type'), msg: 'must be one of url, quick_reply' });
  });

  it('refuses a button component without sub_type', () => {
    const { sub_type: _, ...button } = urlButton;
    expect(onlyProblem(templateBody([button]))).toEqual({ loc: at(0, 'sub_type'), msg: 'is required' });
  });
});

// §2.4 names string types; A26: a number or other type is 422, never coerced.
describe('template JSON types (§2.4, A26)', () => {
  it.each([
    ['latitude', { latitude: 51.5, longitude: '-0.1' }, 'latitude'],
    ['longitude', { latitude: '51.5', longitude: -0.1 }, 'longitude'],
  ])('refuses a %s given as a number', (_, location, field) => {
    const header = { type: 'header', parameters: [{ type: 'location', location }] };
    expect(onlyProblem(templateBody([header]))).toEqual({ loc: at(0, 'parameters', 0, 'location', field), msg: 'must be a string' });
  });

  it('refuses a button index given as a number', () => {
    expect(onlyProblem(templateBody([{ ...urlButton, index: 0 }]))).toEqual({ loc: at(0, 'index'), msg: 'must be a string' });
  });

  it('refuses a payload given as a number', () => {
    expect(onlyProblem(templateBody([{ ...quickReply, parameters: [{ type: 'payload', payload: 1 }] }])).loc).toEqual(at(0, 'parameters', 0, 'payload'));
  });

  it('refuses a header or URL button text given as a number, untagged', () => {
    const header = { type: 'header', parameters: [{ type: 'text', text: 7 }] };
    const button = { ...urlButton, parameters: [{ type: 'text', text: 42 }] };
    const problems = problemsOf(templateBody([header, button]));
    expect(problems).toEqual([
      { loc: at(0, 'parameters', 0, 'text'), msg: 'must be a string' },
      { loc: at(1, 'parameters', 0, 'text'), msg: 'must be a string' },
    ]);
    expect(onlyCodePositionProblems(problems)).toBe(false);
  });
});

// §2.4 one-time code: "the single text parameter of the body component"; A29: a non-string code is
// answered by the one-time-code check, which validation cannot run (it does not know the category).
describe('one-time-code position (§2.4, A26, A29)', () => {
  it.each([123456, true, null, { code: '1' }, ['1']])('refuses a body text %j, tagged as the code position', (code) => {
    const problem = onlyProblem(templateBody([bodyOf(code)]));
    expect(problem).toEqual({ loc: at(0, 'parameters', 0, 'text'), msg: expect.stringMatching(/^must be/), rule: 'code-position' });
    expect(onlyCodePositionProblems([problem])).toBe(true);
  });

  it('tags a body parameter whose text is missing', () => {
    const problem = onlyProblem(templateBody([{ type: 'body', parameters: [{ type: 'text' }] }]));
    expect(problem).toEqual({ loc: at(0, 'parameters', 0, 'text'), msg: 'is required', rule: 'code-position' });
  });

  it('tags code positions in any body component and at any parameter', () => {
    const problems = problemsOf(templateBody([urlButton, bodyOf('ok', 5)]));
    expect(problems).toEqual([{ loc: at(1, 'parameters', 1, 'text'), msg: 'must be a string', rule: 'code-position' }]);
  });

  it('is not only code positions when another problem comes with it', () => {
    const problems = problemsOf(templateBody([bodyOf(123456)], { to: '+1' }));
    expect(problems.map((p) => p.rule)).toEqual([undefined, 'code-position']);
    expect(onlyCodePositionProblems(problems)).toBe(false);
  });

  it('is not only code positions when there are no problems', () => {
    expect(onlyCodePositionProblems([])).toBe(false);
  });

  it('accepts a string code of any content (its rules are the one-time-code check’s)', () => {
    for (const code of ['', ' 12 ', 'https://x', '😀'.repeat(20)]) accepted(templateBody([bodyOf(code)]));
  });
});
