// Decision A73: how the reference reads JSON text off the wire.
import { describe, expect, it } from 'vitest';
import { jsonDepth, maxJsonDepth, readJsonText } from './wire-json.ts';

describe('reading JSON text', () => {
  it('counts nesting outside strings only, escapes included', () => {
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{","b":"\\"]]]"}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
  });

  it('takes UTF-8 JSON up to 64 levels deep, and refuses deeper, malformed UTF-8 and a byte-order mark', () => {
    const at = (depth: number) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(readJsonText(at(maxJsonDepth))).toMatchObject({ ok: true });
    expect(readJsonText(at(maxJsonDepth + 1))).toEqual({ ok: false, reason: 'the body is nested more than 64 levels deep' });
    expect(readJsonText(Buffer.from('{"text":"caf\u00e9"}'))).toEqual({ ok: true, value: { text: 'café' } });
    expect(readJsonText(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]))).toEqual({ ok: false, reason: 'the body is not valid UTF-8' });
    expect(readJsonText(Buffer.from('\ufeff{}'))).toEqual({ ok: false, reason: 'the body is not valid JSON' });
  });

  it('judges nesting, not the brackets a text holds: brackets inside strings never count, however many', () => {
    const brackets = '{['.repeat(maxJsonDepth);
    expect(readJsonText(Buffer.from(JSON.stringify({ text: brackets, list: [[1], [2], { a: [3] }] })))).toMatchObject({ ok: true });
    const deep = `${'[{"a":'.repeat(33)}1${'}]'.repeat(33)}`;
    expect(jsonDepth(deep)).toBe(66);
    expect(readJsonText(Buffer.from(deep))).toEqual({ ok: false, reason: 'the body is nested more than 64 levels deep' });
  });

  it('keeps __proto__ as an own member, touching no prototype', () => {
    const read = readJsonText(Buffer.from('{"__proto__":{"polluted":true}}'));
    expect(read.ok && Object.keys(read.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
