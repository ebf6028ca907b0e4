/**
 * The platform's error codes as the upstream contract lists them (`x-platform-error-codes` on
 * `ErrorEnvelope`). The contract is the only table: this module reads it, it does not restate it.
 */
import { loadContract } from '../../../contracts/index.ts';

export interface ErrorCatalogueEntry {
  code: number;
  status: number;
  title: string;
  meaning: string;
  retryable: boolean;
}

let catalogue: ReadonlyMap<number, ErrorCatalogueEntry> | undefined;

function entryOf(code: string, raw: unknown): ErrorCatalogueEntry {
  const entry = raw as Partial<Record<keyof ErrorCatalogueEntry, unknown>> | null;
  const { status, title, meaning, retryable } = entry ?? {};
  if (
    !/^[0-9]+$/.test(code) ||
    typeof status !== 'number' ||
    typeof title !== 'string' ||
    typeof meaning !== 'string' ||
    typeof retryable !== 'boolean'
  ) {
    throw new Error(`x-platform-error-codes entry ${JSON.stringify(code)} lacks status, title, meaning or retryable`);
  }
  return { code: Number(code), status, title, meaning, retryable };
}

/** Every code the mock may answer with, keyed by code, in the contract's order. */
export function errorCatalogue(): ReadonlyMap<number, ErrorCatalogueEntry> {
  if (!catalogue) {
    const envelope = loadContract('upstream').components?.schemas?.ErrorEnvelope as Record<string, unknown> | undefined;
    const table = envelope?.['x-platform-error-codes'];
    if (!table || typeof table !== 'object') throw new Error('the upstream contract has no x-platform-error-codes on ErrorEnvelope');
    catalogue = new Map(Object.entries(table).map(([code, raw]) => [Number(code), entryOf(code, raw)]));
  }
  return catalogue;
}
