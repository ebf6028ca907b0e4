/**
 * Values of `X-Phone-Number-Id` for a token: absent, empty, one of its holders' ids, the id of
 * another number of the world (connected or not, any workspace), or an id no number has.
 * Only exact digit strings (decision A64: whitespace and leading-zero variants are not judged).
 */
import fc from 'fast-check';

/** `undefined` stands for "header not sent". */
export function numberIdHeader(holders: readonly string[], worldIds: readonly string[]): fc.Arbitrary<string | undefined> {
  const others = worldIds.filter((id) => !holders.includes(id));
  const known = new Set(worldIds);
  const choices: fc.Arbitrary<string | undefined>[] = [
    fc.constant(undefined),
    fc.constant(''),
    fc.constantFrom(...holders),
    fc.stringMatching(/^[1-9][0-9]{5,15}$/).filter((id) => !known.has(id)),
  ];
  if (others.length > 0) choices.push(fc.constantFrom(...others));
  return fc.oneof(...choices);
}
