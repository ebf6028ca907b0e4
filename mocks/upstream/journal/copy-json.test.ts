import { describe, expect, it } from 'vitest';
import { copyJson } from './copy-json.ts';

describe('copyJson', () => {
  it('copies parsed JSON deeply, so changing the original leaves the copy as it was', () => {
    const original = JSON.parse('{"a":[1,{"b":"x"}],"c":null,"d":true}') as { a: [number, { b: string }] };
    const copy = copyJson(original);
    original.a[1].b = 'changed';
    expect(copy).toEqual({ a: [1, { b: 'x' }], c: null, d: true });
  });

  it('keeps a "__proto__" member as a member, as JSON.parse made it', () => {
    const copy = copyJson(JSON.parse('{"__proto__":{"polluted":true}}') as object);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('hands anything beyond plain JSON to structuredClone', () => {
    const when = new Date(0);
    const copy = copyJson({ when });
    expect(copy.when).toBeInstanceOf(Date);
    expect(copy.when).not.toBe(when);
  });
});
