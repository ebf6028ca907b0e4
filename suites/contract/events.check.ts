// Sections 4.3 and 6: each event of the spec is a webhook of the contract, with the four
// delivery headers in their formats, and no invented payload layout.
import { expect } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { loadContract } from '../../contracts/index.ts';
import { resolveRef, schemaCompiler } from '../../contracts/schemas.ts';
import { check } from '../support/checks/check.ts';
import { confirmedEvents, declaredEvents, deliveryHeaders } from '../support/spec/events.ts';

const doc = loadContract('gateway');
const webhooks = (doc.webhooks ?? {}) as Record<string, OpenAPIV3_1.PathItemObject>;
const compiler = schemaCompiler('gateway');

function headerSchema(event: string, name: string): object | undefined {
  const params = (webhooks[event]?.post?.parameters ?? []).map((p) => resolveRef<OpenAPIV3_1.ParameterObject>(doc, p));
  const param = params.find((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase() && p.required === true);
  return param?.schema as object | undefined;
}

check({ id: 'every-event-is-a-webhook', section: '6', subject: 'bundled-contract', title: 'each event name of the spec is in the webhooks section', asserts: { '6-event-names': ['confirmed-events-delivered'] } }, () => {
  expect(Object.keys(webhooks).sort()).toEqual([...confirmedEvents, ...declaredEvents].sort());
});

check({ id: 'delivery-headers-and-formats', section: '4.3', subject: 'bundled-contract', title: 'deliveries carry the four headers in their documented formats', asserts: { '4.3-signature': ['message-events-signed', 'template-status-signed', 'tampered-body-fails', 'other-secret-fails'], '4.3-timestamp': ['unix-seconds'], '4.3-event-name': ['event-name-header'], '4.3-delivery-id': ['delivery-id-ulid', 'delivery-id-stable-on-retry'] } }, () => {
  for (const event of Object.keys(webhooks)) {
    for (const name of deliveryHeaders) expect(headerSchema(event, name), `${event} ${name}`).toBeDefined();
    const accepts = (name: string, value: string) => compiler.compile(headerSchema(event, name) ?? {})(value);
    expect(accepts('X-Service-Signature', `sha256=${'a1'.repeat(32)}`)).toBe(true);
    expect(accepts('X-Service-Signature', `sha256=${'A1'.repeat(32)}`)).toBe(false);
    expect(accepts('X-Service-Signature', 'a1'.repeat(32))).toBe(false);
    expect(accepts('X-Service-Timestamp', '1793520000')).toBe(true);
    expect(accepts('X-Service-Timestamp', '2026-11-01T00:00:00Z')).toBe(false);
    expect(accepts('X-Service-Delivery', '01JC4Z3J5QH7V9N2B8K6M0R1TX')).toBe(true);
    expect(accepts('X-Service-Delivery', '01JC4Z3J5QH7V9N2B8K6M0R1TU')).toBe(false);
    expect(accepts('X-Service-Event', event)).toBe(true);
  }
});

check({ id: 'payloads-not-invented', section: '6', subject: 'bundled-contract', title: 'delivery bodies are JSON objects whose layout the contract leaves open', asserts: { '4.3-post-json': ['post-with-json-body'] } }, () => {
  for (const [event, item] of Object.entries(webhooks)) {
    const body = resolveRef<OpenAPIV3_1.RequestBodyObject>(doc, item.post?.requestBody ?? { content: {} });
    const schema = body.content['application/json']?.schema as Record<string, unknown> | undefined;
    expect(schema, event).toMatchObject({ type: 'object', 'x-payload-unspecified': true });
    expect(schema?.properties, event).toBeUndefined();
  }
});
