// Decision A72 (section 9): which differences of a served openapi.json from the bundled contract
// fail, and which stay findings. Each case edits a copy of the bundled contract as a served
// document might differ.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { contractFromObject } from '../../../contracts/diff/load.ts';
import { servedDrift } from './served-drift.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const bundled = () => contractFromObject(loadContract('gateway'), 'bundled');

function drift(edit: (doc: Doc) => void) {
  const served = structuredClone(loadContract('gateway')) as Doc;
  edit(served);
  const result = servedDrift(bundled(), contractFromObject(served, 'served'));
  return { failures: result.failures.map((c) => c.rule), findings: result.findings.map((c) => c.rule) };
}

const S = (d: Doc) => d.components.schemas;
const list = (d: Doc) => d.paths['/api/v2/templates'].get;
const send = (d: Doc) => d.paths['/api/v2/messages'].post;

describe('served spec drift', () => {
  it('finds nothing when the served document is the bundled contract', () => {
    expect(drift(() => undefined)).toEqual({ failures: [], findings: [] });
  });

  it.each([
    ['a text limit tighter than section 8', (d: Doc) => (S(d).TextSend.properties.text.maxLength = 1000), 'limit-narrowed'],
    ['a message type the spec lists taken away', (d: Doc) => (S(d).SendCommon.properties.type.enum = S(d).SendCommon.properties.type.enum.filter((t: string) => t !== 'audio')), 'enum-value-removed'],
    ['a request field the spec makes optional required', (d: Doc) => S(d).ImageSend.required.push('media_caption'), 'field-required'],
    ['an error code answered with another status', (d: Doc) => {
      list(d).responses['400'].content['application/json'].schema.properties.code.enum = ['ambiguous_number'];
      list(d).responses['422'].content['application/json'].schema.properties.code.enum = ['validation_error', 'invalid_cursor'];
    }, 'code-moved'],
    ['a public operation left out', (d: Doc) => delete d.paths['/api/v2/templates'], 'operation-removed'],
    ['a code section 7 gives the operation left out', (d: Doc) => (send(d).responses['400'].content['application/json'].schema.properties.code.enum = ['ambiguous_number', 'validation_error']), 'code-removed'],
    ['a code of section 7 dropped from the catalogue', (d: Doc) => delete S(d).ErrorCode['x-error-catalogue'].rate_limited, 'code-removed'],
  ])('fails on %s', (_name, edit, rule) => {
    expect(drift(edit).failures).toContain(rule);
  });

  it.each([
    ['a status the document does not describe', (d: Doc) => delete send(d).responses['402'], 'status-removed'],
    ['another pattern for the phone number', (d: Doc) => (S(d).SendCommon.properties.to.pattern = '^[0-9]{7,15}$'), 'constraint-changed'],
    ['no description of the spec and docs pages', (d: Doc) => delete d.paths['/api/v2/docs'], 'operation-removed'],
    ['no webhooks section', (d: Doc) => delete d.webhooks, 'event-removed'],
    ['an optional header left out', (d: Doc) => (list(d).parameters = list(d).parameters.filter((p: Doc) => p.$ref !== '#/components/parameters/PhoneNumberId')), 'parameter-removed'],
    // A17's allowance beyond the text: section 7 gives validation_error 422 only.
    ['validation_error listed only at 422, as the text has it', (d: Doc) => (send(d).responses['400'].content['application/json'].schema.properties.code.enum = ['invalid_template', 'ambiguous_number']), 'code-removed'],
  ])('only notes %s', (_name, edit, rule) => {
    const result = drift(edit);
    expect(result.failures).toEqual([]);
    expect(result.findings).toContain(rule);
  });
});
