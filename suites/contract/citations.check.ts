// Every operation, schema, webhook and error code of the gateway contract cites the section of
// the spec it comes from, so reports and the coverage table can point at the spec.
import { expect } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { errorCatalogue } from '../support/contract/gateway-errors.ts';
import { buildOperationIndex } from '../../contracts/exchange/operation-index.ts';
import { specSections } from '../support/spec/sections.ts';

const doc = loadContract('gateway');
const cites = (node: unknown): string | undefined => (node as { 'x-spec-section'?: string } | undefined)?.['x-spec-section'];

check({ id: 'contract-cites-spec-sections', section: '9', subject: 'bundled-contract', title: 'every operation, schema, webhook and error code names a real spec section' }, () => {
  const missing: string[] = [];
  const check = (where: string, node: unknown) => {
    const section = cites(node);
    if (section === undefined || !specSections.includes(section)) missing.push(`${where}: ${JSON.stringify(section)}`);
  };
  for (const op of buildOperationIndex(doc).all()) check(`operation ${op.operationId}`, { 'x-spec-section': op.section });
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) check(`schema ${name}`, schema);
  for (const [event, item] of Object.entries(doc.webhooks ?? {})) check(`webhook ${event}`, (item as { post?: unknown }).post);
  for (const [code, entry] of Object.entries(errorCatalogue(doc))) check(`error code ${code}`, entry);
  expect(missing).toEqual([]);
});
