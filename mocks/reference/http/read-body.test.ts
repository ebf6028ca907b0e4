// Decision A17: unreadable bodies are validation errors at ["body"].
import { describe, expect, it } from 'vitest';
import { readBody } from './read-body.ts';

describe('reading the body', () => {
  it('parses JSON sent as application/json, with parameters', () => {
    expect(readBody('application/json; charset=utf-8', Buffer.from('{"to":"1"}'))).toEqual({ kind: 'json', value: { to: '1' } });
  });

  it.each(['application/json', 'APPLICATION/Json', ' application/json ;charset=utf-8', '\tapplication/json;', 'application/json;;x=1'])('reads %j as JSON, whatever its letter case, spaces and parameters', (type) => {
    expect(readBody(type, Buffer.from('{"to":"1"}'))).toEqual({ kind: 'json', value: { to: '1' } });
  });

  it.each([
    ['text/plain', '{"to":"1"}'],
    ['application/jsonx', '{"to":"1"}'],
    ['application/ json', '{"to":"1"}'],
    ['x application/json', '{"to":"1"}'],
    ['APPL\u0130CATION/JSON', '{"to":"1"}'],
    ['', '{"to":"1"}'],
    [undefined, '{"to":"1"}'],
    ['application/json', ''],
    ['application/json', '{"to":'],
  ])('refuses content type %j with body %j at ["body"]', (type, body) => {
    expect(readBody(type, Buffer.from(body))).toMatchObject({ kind: 'unreadable', problem: { loc: ['body'] } });
  });
});
