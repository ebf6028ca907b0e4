import { describe, expect, it } from 'vitest';
import { asciiBase64Url } from './message-id.ts';

describe('message ids', () => {
  it('encode their seed exactly as Buffer does, at every length', () => {
    const seed = '12025550101:100000000000001:mhn3k2v4:1234567:';
    for (let length = 0; length <= seed.length; length += 1) {
      const text = seed.slice(0, length);
      expect(asciiBase64Url(text)).toBe(Buffer.from(text).toString('base64url'));
    }
    for (let code = 0; code < 128; code += 1) {
      const text = String.fromCharCode(code, 127 - code, (code * 7) % 128);
      expect(asciiBase64Url(text)).toBe(Buffer.from(text).toString('base64url'));
    }
  });
});
