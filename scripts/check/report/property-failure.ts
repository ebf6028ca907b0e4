/**
 * Reads fast-check's failure text (4.x `defaultReportMessage`): the first lines say how many runs
 * passed, the seed and replay path, the shrunk counter-example and the number of shrinks:
 *
 *   Property failed after 3 tests
 *   { seed: 20261101, path: "2:1:0", endOnFailure: true }
 *   Counterexample: ["a b"]
 *   Shrunk 2 time(s)
 *
 * An interrupted run or one with too many skipped values gives only `{ seed: N }`.
 */
import type { PropertyFailure } from '../check-outcome.ts';

/** The property failure stated by a fast-check message, or undefined when it is not one. */
export function parsePropertyFailure(message: string): PropertyFailure | undefined {
  const text = message.replace(/\r\n/g, '\n');
  if (!/^(Property failed after|Property interrupted after|Failed to run property)/m.test(text)) return undefined;
  const seedMatch = /\{ seed: (-?\d+)(?:, path: "([^"]*)")?/.exec(text);
  if (!seedMatch?.[1]) return undefined;
  const failure: PropertyFailure = { seed: Number(seedMatch[1]) };
  if (seedMatch[2] !== undefined) failure.path = seedMatch[2];
  const runs = /^Property (?:failed|interrupted) after (\d+) tests?$/m.exec(text)?.[1];
  if (runs !== undefined) failure.runs = Number(runs);
  // The counter-example runs to the "Shrunk" line: a value's own toString may span lines.
  const example = /^Counterexample: ([\s\S]*?)\nShrunk (\d+) time\(s\)/m.exec(text);
  if (example?.[1] !== undefined) {
    failure.counterexample = example[1];
    failure.shrinks = Number(example[2]);
  }
  return failure;
}

/** The failing run's own error, once fast-check's wrapper is taken off (it follows `Got error:`). */
export function propertyErrorText(message: string): string | undefined {
  const got = /\nShrunk \d+ time\(s\)\nGot (?:error: )?([\s\S]*)$/.exec(message);
  return got?.[1]?.split(/\n\nHint/)[0]?.trim();
}
