// fast-check's failure text, read back: from real failures of fast-check itself (so a change of
// its format fails here), and from hand-written texts for the rarer shapes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePropertyFailure, propertyErrorText } from './property-failure.ts';

async function failureOf(property: fc.IAsyncProperty<[number]> | fc.IProperty<[number]>, parameters: fc.Parameters<[number]>): Promise<{ error: Error; details: fc.RunDetails<[number]> }> {
  const details = await fc.check(property, parameters);
  const error = await Promise.resolve()
    .then(() => fc.assert(property, parameters))
    .then(() => undefined, (e: unknown) => e as Error);
  if (!error) throw new Error('the property was expected to fail');
  return { error, details };
}

describe('reading fast-check failures', () => {
  it('reads seed, path, counter-example, runs and shrinks from a real failure', async () => {
    const property = fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => n < 700);
    const { error, details } = await failureOf(property, { seed: 1234 });
    expect(parsePropertyFailure(error.message)).toEqual({
      seed: 1234,
      path: details.counterexamplePath,
      counterexample: '[700]',
      runs: details.numRuns,
      shrinks: details.numShrinks,
    });
  });

  it('reads an async property whose counter-example is a string with quotes and a new line', async () => {
    const property = fc.asyncProperty(fc.constant(0), async () => {
      throw new Error('boom');
    });
    const { error } = await failureOf(property as unknown as fc.IAsyncProperty<[number]>, { seed: 7 });
    expect(parsePropertyFailure(error.message)).toMatchObject({ seed: 7, path: '0', counterexample: '[0]', runs: 1 });
    const text = 'Property failed after 2 tests\n{ seed: -5, path: "1:0", endOnFailure: true }\nCounterexample: ["say \\"hi\\"\\nthere"]\nShrunk 1 time(s)\n\nHint: Enable verbose mode';
    expect(parsePropertyFailure(text)).toEqual({ seed: -5, path: '1:0', counterexample: '["say \\"hi\\"\\nthere"]', runs: 2, shrinks: 1 });
  });

  it('reads a counter-example whose printed form spans lines (a command list with its own toString)', () => {
    const text = 'Property failed after 12 tests\n{ seed: 20261101, path: "11:2", endOnFailure: true }\nCounterexample: [send(1),\nsend(1) /*replayPath="BAAAB:V"*/]\nShrunk 1 time(s)';
    expect(parsePropertyFailure(text)?.counterexample).toBe('[send(1),\nsend(1) /*replayPath="BAAAB:V"*/]');
  });

  it('reads the inner error when fast-check includes it in its message', () => {
    const text = 'Property failed after 1 tests\n{ seed: 3, path: "0", endOnFailure: true }\nCounterexample: [0]\nShrunk 0 time(s)\nGot AssertionError: expected 1 to be 2\n    at x.ts:1:1\n\nHint: Enable verbose mode';
    expect(propertyErrorText(text)).toBe('AssertionError: expected 1 to be 2\n    at x.ts:1:1');
    expect(propertyErrorText('Property failed after 1 tests\n{ seed: 3, path: "0", endOnFailure: true }\nCounterexample: [0]\nShrunk 0 time(s)')).toBeUndefined();
  });

  it('reads only the seed of an interrupted run or one with too many skipped values', () => {
    expect(parsePropertyFailure('Property interrupted after 4 tests\n{ seed: 99 }')).toEqual({ seed: 99, runs: 4 });
    expect(parsePropertyFailure('Failed to run property, too many pre-condition failures encountered\n{ seed: 42 }\n\nRan 10 time(s)\nSkipped 101 time(s)')).toEqual({ seed: 42 });
  });

  it('is not fooled by an ordinary assertion message', () => {
    expect(parsePropertyFailure('expected { seed: 1 } to equal { seed: 2 }')).toBeUndefined();
    expect(parsePropertyFailure('')).toBeUndefined();
  });
});
