// The rule that servers in tests listen on loopback only: the supertest kit takes nothing else.
import { describe, expect, it } from 'vitest';
import { loopbackAgent } from './supertest-kit.ts';

describe('loopbackAgent', () => {
  it('takes the root URL of a loopback server', () => {
    for (const url of ['http://127.0.0.1:4010', 'http://localhost:4010/', 'http://[::1]:4010']) expect(() => loopbackAgent(url), url).not.toThrow();
  });

  it('refuses any other address, and a URL with a path', () => {
    expect(() => loopbackAgent('http://0.0.0.0:4010')).toThrow(/not a loopback address/);
    expect(() => loopbackAgent('http://192.0.2.10:4010')).toThrow(/not a loopback address/);
    expect(() => loopbackAgent('http://127.0.0.1:4010/v23.0')).toThrow(/root URL/);
  });
});
