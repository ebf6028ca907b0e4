// The option parsing every command shares: a negative number reaches the command as a value, and
// each of the parser's refusals is one line in the project's words.
import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './parse-options.ts';

const options = { runs: { type: 'string' }, json: { type: 'boolean' }, area: { type: 'string' } } as const;

function refusal(argv: string[], positionals = false): string {
  try {
    parseOptions(argv, options, positionals);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('parseOptions', () => {
  it('takes a negative number as the value of an option that has one, so the command judges its range', () => {
    expect(parseOptions(['--runs', '-5'], options).values.runs).toBe('-5');
    expect(parseOptions(['--runs=-5', '--json'], options).values).toEqual({ runs: '-5', json: true });
  });

  it('words each refusal as one line, never the parser\'s own text', () => {
    expect(refusal(['--colour'])).toBe('unknown option --colour');
    expect(refusal(['--are', '4'])).toBe('unknown option --are (did you mean --area?)');
    expect(refusal(['--runs'])).toBe('--runs needs a value');
    expect(refusal(['--json=yes'])).toBe('--json takes no value');
    expect(refusal(['--area', '--json'])).toBe('--area needs a value, got the option-like "--json" (write --area=--json if that is the value)');
    expect(refusal(['extra'])).toBe('unexpected argument "extra": this command takes options only');
    for (const argv of [['--colour'], ['--runs'], ['--json=yes'], ['extra']]) expect(refusal(argv)).not.toMatch(/\n|Option '|To specify/);
  });
});
