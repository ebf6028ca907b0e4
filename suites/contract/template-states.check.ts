// Section 3.2: the thirteen template statuses, and which of them are sendable, as the contract
// records them for the rule code.
import { expect } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { findExtension, findSchemaProperty } from '../support/contract/schema-lookup.ts';
import { sendableByStatus } from '../support/spec/template-states.ts';

const doc = loadContract('gateway');

check({ id: 'template-statuses', section: '3.2', subject: 'bundled-contract', title: 'the template record allows exactly the thirteen statuses', asserts: { '2.5-status': ['status-listed'], '3.2-thirteen-statuses': ['thirteen-statuses-listed'] } }, () => {
  const status = findSchemaProperty(doc, 'TemplateRecord', ['status']);
  expect((status?.enum as string[] | undefined)?.slice().sort()).toEqual(Object.keys(sendableByStatus).sort());
});

check({ id: 'sendable-by-status', section: '3.2', subject: 'bundled-contract', title: 'the contract records sendable per status as the table says', asserts: { '3.2-sendable-is-send-rule': ['listing-verdict-matches-send', 'filter-matches-send'] } }, () => {
  const tables = findExtension<Record<string, boolean>>(doc, 'x-status-sendable');
  expect(tables).toHaveLength(1);
  expect(tables[0]).toEqual(sendableByStatus);
});
