import { describe, expect, it } from 'vitest';
import { accepted, onlyProblem, templateBody, textBody } from './send-test-kit.ts';

const reason = 'must be 7 to 15 digits, without + and not starting with 0';

// §2.1 `to`: "Full international phone format, digits only, no leading `+`".
// A19: digits only, first digit not 0, 7–15 digits; loc ["body","to"]; sent exactly as given.
describe('send body: recipient (§2.1, A19)', () => {
  it.each(['1234567', '447700900123', '123456789012345'])('accepts %s', (to) => {
    expect(accepted(textBody({ to })).to).toBe(to);
  });

  it('accepts exactly 7 digits and refuses 6', () => {
    accepted(textBody({ to: '1234567' }));
    expect(onlyProblem(textBody({ to: '123456' }))).toEqual({ loc: ['body', 'to'], msg: reason });
  });

  it('accepts exactly 15 digits and refuses 16', () => {
    accepted(textBody({ to: '123456789012345' }));
    expect(onlyProblem(textBody({ to: '1234567890123456' }))).toEqual({ loc: ['body', 'to'], msg: reason });
  });

  it.each([
    ['a leading +', '+447700900123'],
    ['a leading 0', '0447700900123'],
    ['spaces', '44 7700 900123'],
    ['dashes', '44-7700-900123'],
    ['letters', '44770090012a'],
    ['an empty string', ''],
    ['full-width digits', '４４７７００９００１２３'],
    ['a trailing newline', '447700900123\n'],
  ])('refuses %s', (_, to) => {
    expect(onlyProblem(textBody({ to }))).toEqual({ loc: ['body', 'to'], msg: reason });
  });

  it('refuses a number given as a JSON number, without coercing it', () => {
    expect(onlyProblem(textBody({ to: 447700900123 }))).toEqual({ loc: ['body', 'to'], msg: 'must be a string' });
  });

  it('refuses a missing recipient', () => {
    const { to: _, ...body } = textBody();
    expect(onlyProblem(body)).toEqual({ loc: ['body', 'to'], msg: 'is required' });
  });

  it('applies the same rule to template sends', () => {
    expect(onlyProblem(templateBody(undefined, { to: '+447700900123' })).loc).toEqual(['body', 'to']);
  });
});
