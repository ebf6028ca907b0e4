// Section 7: the error catalogue. Every code of the spec's table appears in the gateway contract
// with its status, on exactly the operations that can answer with it.
import { expect } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { errorCodesByStatus, errorCatalogue } from '../support/contract/gateway-errors.ts';
import { neverOnListTemplates, specErrorTable, type PublicOperation } from '../support/spec/error-table.ts';

const doc = loadContract('gateway');
const operations: PublicOperation[] = ['sendMessage', 'listTemplates'];

/**
 * Pairs beyond the table that the decision record allows: decision A17 lets a send whose body
 * cannot be read as JSON be answered 400 `validation_error`, so the contract lists that pair too.
 */
const decidedPairs: { operation: PublicOperation; status: number; code: string }[] = [{ operation: 'sendMessage', status: 400, code: 'validation_error' }];

check(
  { id: 'error-catalogue-matches-table', section: '7', subject: 'bundled-contract', title: 'the catalogue lists every code of the table with its status', asserts: { '7-code-status-pairs': [] } },
  () => {
    const catalogue = errorCatalogue(doc);
    expect(Object.keys(catalogue).sort()).toEqual(specErrorTable.map((e) => e.code).sort());
    for (const entry of specErrorTable) {
      expect(catalogue[entry.code], entry.code).toMatchObject({ status: entry.status, retryable: entry.retryable });
    }
  },
);

for (const operation of operations) {
  check(
    { id: `error-codes-on-${operation === 'sendMessage' ? 'send' : 'list'}`, section: '7', subject: 'bundled-contract', title: `${operation} documents exactly its own code and status pairs, and those the decision record adds`,
      ...(operation === 'sendMessage' ? { decisions: ['A17'], asserts: { '7-code-status-pairs': [], '7-send-any-code': [] } } : { asserts: { '7-code-status-pairs': [], '7-listing-statuses': ['no-409-429-502-on-listing'] } }) },
    () => {
      const expected: Record<string, string[]> = {};
      for (const entry of specErrorTable.filter((e) => e.operations.includes(operation))) {
        (expected[String(entry.status)] ??= []).push(entry.code);
      }
      for (const pair of decidedPairs.filter((p) => p.operation === operation)) (expected[String(pair.status)] ??= []).push(pair.code);
      const documented = errorCodesByStatus(doc, operation);
      for (const codes of Object.values(expected)) codes.sort();
      for (const codes of Object.values(documented)) codes.sort();
      expect(documented).toEqual(expected);
    },
  );
}

check(
  { id: 'list-templates-never-409-429-502', section: '7', subject: 'bundled-contract', title: 'GET templates documents no 409, 429 or 502', asserts: { '7-listing-statuses': ['no-409-429-502-on-listing', 'upstream-fault-no-409-429-502'] } },
  () => {
    const statuses = Object.keys(errorCodesByStatus(doc, 'listTemplates')).map(Number);
    for (const status of neverOnListTemplates) expect(statuses).not.toContain(status);
  },
);
