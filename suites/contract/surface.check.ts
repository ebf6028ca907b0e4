// Sections 1, 4, 5 and 3.3: the public surface of the contract: exactly two operations plus the
// served spec and docs, bearer security, the number-selection and idempotency headers.
import { expect } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { buildOperationIndex } from '../../contracts/exchange/operation-index.ts';

const doc = loadContract('gateway');
const index = buildOperationIndex(doc);

check({ id: 'public-surface-is-two-operations', section: '1', subject: 'bundled-contract', title: 'the contract has the two operations, the served spec and the docs, nothing else', asserts: { '1-two-operations': ['other-operations-not-served'], '1-serves-openapi': ['openapi-served'], '1-serves-docs': ['docs-served'], '1-dashboard-work-not-public': ['template-management-404', 'contact-campaign-and-other-dashboard-paths-404'], '1-media-by-url-only': ['no-upload-endpoint'], '1-no-lookup-or-replay-endpoints': ['list-numbers-404', 'fetch-message-404', 'replay-delivery-404'], '6-not-managed-by-api': ['webhooks-path-404'] } }, () => {
  const surface = index.all().map((op) => `${op.method} ${op.pathTemplate}`).sort();
  expect(surface).toEqual(['GET /api/v2/docs', 'GET /api/v2/openapi.json', 'GET /api/v2/templates', 'POST /api/v2/messages']);
  expect(index.find('GET', '/api/v2/openapi.json')?.responses['200']?.content).toHaveProperty(['application/json']);
  expect(index.find('GET', '/api/v2/docs')?.responses['200']?.content).toHaveProperty(['text/html']);
});

check({ id: 'bearer-on-both-operations', section: '5.1', subject: 'bundled-contract', title: 'both operations require a bearer token', asserts: { '5.1-bearer-every-request': ['send-without-token-401', 'listing-without-token-401'] } }, () => {
  const schemes = doc.components?.securitySchemes ?? {};
  for (const id of ['sendMessage', 'listTemplates']) {
    const op = doc.paths?.[id === 'sendMessage' ? '/api/v2/messages' : '/api/v2/templates']?.[id === 'sendMessage' ? 'post' : 'get'];
    const requirement = op?.security ?? doc.security ?? [];
    const names = requirement.flatMap((r) => Object.keys(r));
    expect(names.length, id).toBeGreaterThan(0);
    for (const name of names) expect(schemes[name], `${id} ${name}`).toMatchObject({ type: 'http', scheme: 'bearer' });
  }
});

check({ id: 'phone-number-id-header', section: '5.2', subject: 'bundled-contract', title: 'X-Phone-Number-Id is an optional header of both operations', asserts: { '4-phone-number-id-optional': ['header-absent-acts', 'header-on-listing'] } }, () => {
  for (const id of ['sendMessage', 'listTemplates']) {
    const header = index.byId(id)?.parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'x-phone-number-id');
    expect(header, id).toBeDefined();
    expect(header?.required ?? false, id).toBe(false);
  }
});

check({ id: 'idempotency-headers', section: '3.3', subject: 'bundled-contract', title: 'POST takes Idempotency-Key and its 200 may carry Idempotency-Replayed', asserts: { '3.3-replay': ['replayed-header'], '4.1-idempotency-key-header': ['key-accepted'] } }, () => {
  const send = index.byId('sendMessage');
  const key = send?.parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  expect(key?.required ?? false).toBe(false);
  const replayed = Object.entries(send?.responses['200']?.headers ?? {}).find(([name]) => name.toLowerCase() === 'idempotency-replayed');
  expect(replayed).toBeDefined();
  const list = index.byId('listTemplates');
  expect(list?.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key')).toBe(false);
});

check({ id: 'list-query-parameters', section: '4.2', subject: 'bundled-contract', title: 'GET templates takes sendable, cursor and limit, and no other filter', asserts: { '4.2-no-other-filters': ['name-language-category-ignored'] } }, () => {
  const query = index.byId('listTemplates')?.parameters.filter((p) => p.in === 'query').map((p) => p.name).sort();
  expect(query).toEqual(['cursor', 'limit', 'sendable']);
});
