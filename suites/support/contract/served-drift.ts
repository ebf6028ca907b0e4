/**
 * Decision A72: the served `openapi.json` against the bundled contract, through the contract
 * diff. A breaking difference that contradicts what the spec text states (a public operation
 * missing, an error code dropped or moved, a request limit tightened, a request value or type
 * taken away, a request field made required) fails section 9; any other breaking difference is a
 * finding, as A62 and A70 keep structural differences.
 */
import type { Change } from '../../../contracts/diff/change.ts';
import { diffContracts } from '../../../contracts/diff/diff.ts';
import type { ContractDocument } from '../../../contracts/diff/load.ts';

export interface Drift {
  failures: Change[];
  findings: Change[];
}

/** Breaking changes that state the opposite of the text rather than leave something out. */
function contradicts(change: Change): boolean {
  const input = change.direction === 'input';
  switch (change.rule) {
    case 'operation-removed':
    case 'operation-moved':
      // The two public operations are those of section 4 (§1); the spec and docs pages may go undescribed.
      return change.sections.some((s) => s === '4' || s.startsWith('4.'));
    case 'code-removed':
    case 'code-moved':
    case 'code-status-changed':
      return true;
    case 'limit-narrowed':
      return input && change.values?.old !== undefined;
    case 'enum-value-removed':
    case 'enum-value-renamed':
    case 'type-changed':
    case 'type-narrowed':
      return input && change.values?.old !== undefined;
    case 'field-added':
    case 'field-required':
    case 'parameter-added':
    case 'parameter-required':
      return input;
    default:
      return false;
  }
}

export function servedDrift(bundled: ContractDocument, served: ContractDocument): Drift {
  const breaking = diffContracts(bundled, served).changes.filter((c) => c.verdict === 'breaking');
  return { failures: breaking.filter(contradicts), findings: breaking.filter((c) => !contradicts(c)) };
}
