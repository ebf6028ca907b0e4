// Section 9 of the spec: breaking changes get a new prefix; new optional fields and new event
// names may be added in place; `code` values are the contract, messages are not. Decision A72
// settles new response values and statuses. Each case makes one change to a small hand-made
// document and states the verdict the diff must give it; wording changes are left out of the
// comparison unless the case is about wording.
import { describe, expect, it } from 'vitest';
import { diffContracts, isWording } from './diff.ts';
import { contractFromObject } from './load.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const errorBody = (codes: string[]) => ({ content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Error' }], properties: { code: { enum: codes } } } } } });

/** A small API in the shape of the gateway's: a send, a listing, one event, an error catalogue. */
function base(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    security: [{ bearer: [] }],
    paths: {
      '/v1/things': {
        post: {
          operationId: 'sendThing',
          'x-spec-section': '4.1',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          responses: {
            '200': { description: 'sent', headers: { 'X-Replayed': { schema: { type: 'string' } } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/Record' } } } },
            '422': { description: 'refused', ...errorBody(['validation_error', 'not_found']) },
          },
        },
        get: {
          operationId: 'listThings',
          'x-spec-section': '4.2',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
            { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
          ],
          responses: {
            '200': { description: 'page', content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } },
            '400': { description: 'bad cursor', ...errorBody(['invalid_cursor']) },
          },
        },
      },
    },
    webhooks: {
      'thing.done': {
        post: {
          operationId: 'onThingDone',
          'x-spec-section': '6',
          'x-publishing': 'confirmed',
          parameters: [{ name: 'X-Event', in: 'header', required: true, schema: { type: 'string', const: 'thing.done' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } },
          responses: { '2XX': { description: 'acknowledged' } },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Thing: { 'x-spec-section': '2.1', oneOf: [{ $ref: '#/components/schemas/TextThing' }, { $ref: '#/components/schemas/ImageThing' }] },
        TextThing: {
          'x-spec-section': '2.1',
          type: 'object',
          required: ['type', 'to', 'text'],
          properties: { type: { const: 'text' }, to: { type: 'string', pattern: '^[0-9]+$' }, text: { type: 'string', maxLength: 100 }, footer: { type: 'string' } },
        },
        ImageThing: {
          'x-spec-section': '2.1',
          type: 'object',
          required: ['type', 'to', 'url'],
          'x-total-items': { path: 'rows', minimum: 1, maximum: 10 },
          properties: { type: { const: 'image' }, to: { type: 'string', pattern: '^[0-9]+$' }, url: { type: 'string', format: 'uri' }, caption: { type: 'string' } },
        },
        Record: {
          'x-spec-section': '2.2',
          type: 'object',
          required: ['id', 'status'],
          properties: { id: { type: 'string' }, status: { $ref: '#/components/schemas/Status' }, note: { type: ['string', 'null'] } },
        },
        Status: { 'x-spec-section': '3.1', type: 'string', enum: ['SENT', 'FAILED'], 'x-status-sendable': { SENT: true, FAILED: false } },
        Page: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Record' } } } },
        Code: {
          'x-spec-section': '7',
          type: 'string',
          enum: ['validation_error', 'not_found', 'invalid_cursor'],
          'x-error-catalogue': { validation_error: { status: 422, retryable: false }, not_found: { status: 422, retryable: false }, invalid_cursor: { status: 400, retryable: false } },
        },
        Error: { 'x-spec-section': '2.7', type: 'object', required: ['code', 'message'], properties: { code: { $ref: '#/components/schemas/Code' }, message: { type: 'string' } } },
      },
    },
  };
}

/** The rule and verdict of every change but wording, in the diff's order; `before` edits the old version too. */
function verdicts(edit: (doc: Doc) => void, before: (doc: Doc) => void = () => undefined): string[] {
  const [old, after] = [base(), base()];
  before(old);
  before(after);
  edit(after);
  const result = diffContracts(contractFromObject(old, 'old'), contractFromObject(after, 'new'));
  return result.changes.filter((c) => !isWording(c)).map((c) => `${c.verdict} ${c.rule}`);
}

const S = (doc: Doc) => doc.components.schemas;
const post = (doc: Doc) => doc.paths['/v1/things'].post;
const get = (doc: Doc) => doc.paths['/v1/things'].get;
const event = (doc: Doc) => doc.webhooks['thing.done'].post;

const cases: [string, (doc: Doc) => void, string[], ((doc: Doc) => void)?][] = [
  // What clients send (an operation's parameters and body).
  ['a new optional request field is allowed', (d) => (S(d).ImageThing.properties.alt = { type: 'string' }), ['allowed field-added']],
  ['a new required request field is breaking', (d) => ((S(d).ImageThing.properties.alt = { type: 'string' }), S(d).ImageThing.required.push('alt')), ['breaking field-added']],
  ['a request field removed is breaking', (d) => delete S(d).ImageThing.properties.caption, ['breaking field-removed']],
  ['a request field renamed is breaking', (d) => ((S(d).ImageThing.properties.media_caption = S(d).ImageThing.properties.caption), delete S(d).ImageThing.properties.caption), ['breaking field-renamed']],
  ['an optional request field made required is breaking', (d) => S(d).TextThing.required.push('footer'), ['breaking field-required']],
  ['a required request field made optional is allowed', (d) => (S(d).TextThing.required = ['type', 'to']), ['allowed field-optional']],
  ['a lower maxLength on a request field is breaking', (d) => (S(d).TextThing.properties.text.maxLength = 50), ['breaking limit-narrowed']],
  ['a higher maxLength on a request field is allowed', (d) => (S(d).TextThing.properties.text.maxLength = 4096), ['allowed limit-widened']],
  ['a maxLength added to a request field is breaking', (d) => (S(d).TextThing.properties.footer.maxLength = 60), ['breaking limit-narrowed']],
  ['a maxLength removed from a request field is allowed', (d) => delete S(d).TextThing.properties.text.maxLength, ['allowed limit-widened']],
  ['a raised minimum on a query parameter is breaking', (d) => (get(d).parameters[0].schema.minimum = 5), ['breaking limit-narrowed']],
  ['a lowered maximum on a query parameter is breaking', (d) => (get(d).parameters[0].schema.maximum = 50), ['breaking limit-narrowed']],
  ['a lowered x-total-items maximum is breaking', (d) => (S(d).ImageThing['x-total-items'].maximum = 5), ['breaking limit-narrowed']],
  ['a changed pattern on a request field is breaking', (d) => (S(d).TextThing.properties.to.pattern = '^[1-9][0-9]{6,14}$'), ['breaking constraint-changed']],
  ['a pattern removed from a request field is allowed', (d) => delete S(d).TextThing.properties.to.pattern, ['allowed constraint-removed']],
  ['a format added to a request field is breaking', (d) => (S(d).ImageThing.properties.caption.format = 'uri'), ['breaking constraint-added']],
  ['a new value in a request enum is allowed', (d) => get(d).parameters[1].schema.enum.push('random'), ['allowed enum-value-added']],
  ['a value removed from a request enum is breaking', (d) => (get(d).parameters[1].schema.enum = ['asc']), ['breaking enum-value-removed']],
  ['a request field given another type is breaking', (d) => (S(d).TextThing.properties.text = { type: 'integer', maxLength: 100 }), ['breaking type-changed']],
  ['a request field that may also be null is allowed', (d) => (S(d).TextThing.properties.footer.type = ['string', 'null']), ['allowed type-widened']],
  ['a changed default of a request parameter is breaking', (d) => (get(d).parameters[0].schema.default = 50), ['breaking default-changed']],
  ['unknown request fields refused is breaking', (d) => (S(d).TextThing.additionalProperties = false), ['breaking unknown-fields-refused']],
  ['a request alternative removed is breaking', (d) => S(d).Thing.oneOf.pop(), ['breaking alternative-removed']],
  [
    'a request alternative added is allowed',
    (d) => {
      S(d).VideoThing = { type: 'object', required: ['type', 'url'], properties: { type: { const: 'video' }, url: { type: 'string' } } };
      S(d).Thing.oneOf.push({ $ref: '#/components/schemas/VideoThing' });
    },
    ['allowed alternative-added'],
  ],
  ['a new optional query parameter is allowed', (d) => get(d).parameters.push({ name: 'cursor', in: 'query', schema: { type: 'string' } }), ['allowed parameter-added']],
  ['a new required query parameter is breaking', (d) => get(d).parameters.push({ name: 'team', in: 'query', required: true, schema: { type: 'string' } }), ['breaking parameter-added']],
  ['a query parameter removed is breaking', (d) => get(d).parameters.pop(), ['breaking parameter-removed']],
  ['an optional header made required is breaking', (d) => (post(d).parameters[0].required = true), ['breaking parameter-required']],
  ['a request body made optional is allowed', (d) => (post(d).requestBody.required = false), ['allowed request-body-optional']],
  [
    'a request media type replaced is breaking',
    (d) => (post(d).requestBody.content = { 'application/xml': post(d).requestBody.content['application/json'] }),
    ['breaking media-type-removed', 'allowed media-type-added'],
  ],
  ['a header name spelt in another case is no change', (d) => (post(d).parameters[0].name = 'idempotency-key'), []],

  // What the service returns.
  ['a response field removed is breaking', (d) => delete S(d).Record.properties.note, ['breaking field-removed']],
  ['a new response field, even always present, is allowed', (d) => ((S(d).Record.properties.created_at = { type: 'string' }), S(d).Record.required.push('created_at')), ['allowed field-added']],
  ['a response field no longer always present is breaking', (d) => (S(d).Record.required = ['status']), ['breaking field-optional']],
  ['a new value in a response enum is allowed (A72)', (d) => S(d).Status.enum.push('QUEUED'), ['allowed enum-value-added']],
  ['a value removed from a response enum is breaking', (d) => (S(d).Status.enum = ['SENT']), ['breaking enum-value-removed']],
  ['a response enum value in another case is a breaking rename', (d) => (S(d).Status.enum = ['sent', 'FAILED']), ['breaking enum-value-renamed']],
  ['a response value one-for-one replaced is a breaking rename', (d) => (S(d).Status.enum = ['SENT', 'ERRORED']), ['breaking enum-value-renamed']],
  ['a response field that may now be another type is breaking', (d) => (S(d).Record.properties.id.type = ['string', 'integer']), ['breaking type-widened']],
  ['a response field that can no longer be null is allowed', (d) => (S(d).Record.properties.note.type = 'string'), ['allowed type-narrowed']],
  ['a response status removed is breaking', (d) => delete get(d).responses['400'], ['breaking status-removed']],
  ['a response status added is breaking (A72)', (d) => (post(d).responses['409'] = { description: 'busy', ...errorBody(['busy']) }), ['breaking status-added']],
  [
    'a new code under an existing status is allowed (A72)',
    (d) => {
      S(d).Code.enum.push('too_long');
      post(d).responses['422'].content['application/json'].schema.properties.code.enum.push('too_long');
    },
    ['allowed code-added'],
  ],
  ['a code no longer answered is breaking', (d) => (post(d).responses['422'].content['application/json'].schema.properties.code.enum = ['validation_error']), ['breaking code-removed']],
  [
    'a code moved to another status is breaking',
    (d) => {
      post(d).responses['422'].content['application/json'].schema.properties.code.enum = ['validation_error'];
      post(d).responses['404'] = { description: 'missing', ...errorBody(['not_found']) };
    },
    ['breaking code-moved', 'breaking status-added'],
  ],
  ['a response header added is allowed', (d) => (post(d).responses['200'].headers['X-Trace'] = { schema: { type: 'string' } }), ['allowed parameter-added']],
  ['a response header removed is breaking', (d) => delete post(d).responses['200'].headers['X-Replayed'], ['breaking parameter-removed']],
  ['an error field added to every error body is reported once', (d) => (S(d).Error.properties.detail = { type: 'array' }), ['allowed field-added']],

  // Operations, events and security.
  ['an operation removed is breaking', (d) => delete d.paths['/v1/things'].get, ['breaking operation-removed']],
  ['an operation added is allowed', (d) => (d.paths['/v1/things/{id}'] = { get: { operationId: 'getThing', responses: { '200': { description: 'one' } } } }), ['allowed operation-added']],
  ['an operation moved to another path is breaking', (d) => ((d.paths['/v2/things'] = { get: get(d) }), delete d.paths['/v1/things'].get), ['breaking operation-moved']],
  ['an operationId renamed is breaking', (d) => (get(d).operationId = 'listAllThings'), ['breaking operation-renamed']],
  ['a new event name is allowed', (d) => (d.webhooks['thing.failed'] = { post: { responses: { '2XX': { description: 'ok' } } } }), ['allowed event-added']],
  ['an event removed is breaking', (d) => delete d.webhooks['thing.done'], ['breaking event-removed']],
  ['a new field in an event payload is allowed', (d) => (event(d).requestBody.content['application/json'].schema.properties.at = { type: 'string' }), ['allowed field-added']],
  ['an event name header renamed is breaking', (d) => (event(d).parameters[0].schema.const = 'thing.finished'), ['breaking enum-value-renamed']],
  ['an event no longer confirmed as publishing is breaking', (d) => (event(d)['x-publishing'] = 'declared'), ['breaking event-unconfirmed']],
  ['a subscriber answer no longer accepted is breaking', (d) => (event(d).responses = { '200': { description: 'only 200' } }), ['breaking status-removed', 'allowed status-added']],
  ['credentials asked of a public operation is breaking', (d) => delete get(d).security, ['breaking security-removed', 'allowed security-added'], (d) => (get(d).security = [])],
  ['an operation made public refuses nothing', (d) => (get(d).security = []), ['allowed security-added']],

  // Catalogue and contract extensions.
  ['a code given another status in the catalogue is breaking', (d) => (S(d).Code['x-error-catalogue'].not_found.status = 404), ['breaking code-status-changed']],
  ['a code no longer retryable in the catalogue is breaking', (d) => (S(d).Code['x-error-catalogue'].not_found.retryable = true), ['breaking code-retryable-changed']],
  ['a code added to the catalogue is allowed', (d) => (S(d).Code['x-error-catalogue'].busy = { status: 409, retryable: true }), ['allowed code-added']],
  ['a status that stops being sendable is breaking', (d) => (S(d).Status['x-status-sendable'].SENT = false), ['breaking status-no-longer-sendable']],

  // Spellings of the same contract.
  ['OpenAPI 3.0 nullable and 3.1 type lists are the same', (d) => (S(d).Record.properties.note = { type: 'string', nullable: true }), []],
  ['an inline schema equal to the component it replaces is no change', (d) => (post(d).responses['200'].content['application/json'].schema = structuredClone(S(d).Record)), []],
  [
    'an object split into allOf parts is no change',
    (d) => (S(d).TextThing = { 'x-spec-section': '2.1', allOf: [{ type: 'object', required: ['type', 'to'], properties: { type: { const: 'text' }, to: { type: 'string', pattern: '^[0-9]+$' } } }, { required: ['text'], properties: { text: { type: 'string', maxLength: 100 }, footer: { type: 'string' } } }] }),
    [],
  ],
  [
    'an OpenAPI 3.0 exclusive bound and its 3.1 spelling are the same',
    (d) => (get(d).parameters[0].schema = { type: 'integer', exclusiveMinimum: 0, maximum: 100, default: 25 }),
    [],
    (d) => (get(d).parameters[0].schema = { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 100, default: 25 }),
  ],
  ['X or null spelt as anyOf is the same as a type list', (d) => (S(d).Record.properties.note = { anyOf: [{ type: 'string' }, { type: 'null' }] }), []],
];

describe('contract diff verdicts under section 9', () => {
  it('has at least forty single-change pairs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it('finds nothing between a document and itself', () => {
    expect(verdicts(() => undefined)).toEqual([]);
  });

  it.each(cases)('%s', (_name, edit, expected, before) => {
    expect(verdicts(edit, before)).toEqual(expected);
  });

  it('calls a rewording allowed and selects nothing breaking', () => {
    const after = base();
    post(after).description = 'Sends a thing.';
    get(after).summary = 'List';
    const result = diffContracts(contractFromObject({ ...base(), paths: { '/v1/things': { ...base().paths['/v1/things'], post: { ...post(base()), description: 'Send one thing.' }, get: { ...get(base()), summary: 'Listing' } } } }, 'old'), contractFromObject(after, 'new'));
    expect(result.changes.map((c) => `${c.verdict} ${c.rule} ${c.subject} ${c.path}`)).toEqual(['allowed prose-changed GET /v1/things summary', 'allowed prose-changed POST /v1/things description']);
    expect(result.breaking).toBe(0);
  });
});
