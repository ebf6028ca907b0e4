/**
 * The section 7 catalogue as the reference reads it: from the contract's `x-error-catalogue`,
 * so the status of a code is written down once, in the contract.
 */
import { loadContract } from '../../../contracts/index.ts';
import type { components } from '../../../contracts/types/gateway-v2.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

interface CatalogueEntry {
  status: number;
  retryable: boolean;
  'x-spec-section': string;
}

function readCatalogue(): Record<ErrorCode, CatalogueEntry> {
  const schema = loadContract('gateway').components?.schemas?.ErrorCode as { 'x-error-catalogue'?: Record<ErrorCode, CatalogueEntry> } | undefined;
  const catalogue = schema?.['x-error-catalogue'];
  if (!catalogue) throw new Error('the gateway contract has no x-error-catalogue on ErrorCode');
  return catalogue;
}

const catalogue = readCatalogue();

export function statusOf(code: ErrorCode): number {
  return catalogue[code].status;
}
