// Decision A17: unreadable bodies are validation errors at ["body"].
import { describe, expect, it } from 'vitest';
import { readBody } from './read-body.ts';

describe('reading the body', () => {
  it('parses JSON sent as application/json, with parameters', () => {
    expect(readBody('application/json; charset=utf-8', Buffer.from('{"to":"1"}'))).toEqual({ kind: 'json', value: { to: '1' } });
  });

  it.each([
    ['text/plain', '{"to":"1"}'],
    [undefined, '{"to":"1"}'],
    ['application/json', ''],
    ['application/json', '{"to":'],
  ])('refuses content type %j with body %j at ["body"]', (type, body) => {
    expect(readBody(type, Buffer.from(body))).toMatchObject({ kind: 'unreadable', problem: { loc: ['body'] } });
  });
});
