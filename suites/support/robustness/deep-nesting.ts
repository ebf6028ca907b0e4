/**
 * JSON nested far deeper than any send (a send is at most six levels deep): arrays or objects 65
 * to 20,000 levels down (recursion in a gateway's code runs out of stack somewhere in there), as
 * the whole body, as the value of a field the send reads, or under a field nobody reads. Built as
 * text: serialising such a value would itself run out of stack.
 */
import fc from 'fast-check';
import { hostileBytes, type HostileBytes } from './hostile-bytes.ts';

function nested(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

export function deepNesting(valid: Record<string, unknown>, readField: string): fc.Arbitrary<HostileBytes> {
  const text = JSON.stringify(valid);
  const depth = fc.oneof(fc.integer({ min: 65, max: 5_000 }), fc.integer({ min: 5_000, max: 20_000 }));
  const shape = fc.constantFrom<'array' | 'object'>('array', 'object');
  return fc.tuple(depth, shape, fc.constantFrom('whole body', 'field the send reads', 'unknown field', 'unknown field')).map(([n, form, where]) => {
    const deep = nested(n, form);
    const what = `${form}s ${n} deep as the ${where}`;
    if (where === 'whole body') return hostileBytes(what, deep);
    if (where === 'unknown field') return hostileBytes(what, text.replace(/}$/, `,"extra":${deep}}`));
    return hostileBytes(what, JSON.stringify({ ...valid, [readField]: '\u0001' }).replace('"\\u0001"', deep));
  });
}
