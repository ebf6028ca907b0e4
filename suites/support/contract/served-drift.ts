/**
 * Decision A72: the served `openapi.json` against the bundled contract, through the contract
 * diff. A breaking difference that contradicts what the spec text states (a public operation
 * missing, an error code no longer answered at the status section 7 gives it there, a request
 * limit tightened, a request value or type taken away, a request field made required) fails
 * section 9; any other breaking difference is a finding, as A62 and A70 keep structural
 * differences. The judge is the text, not the bundled contract: what the contract allows beyond
 * the text (`validation_error` at 400 as well, A17) a served document may leave out.
 */
import type { Change } from '../../../contracts/diff/change.ts';
import { diffContracts } from '../../../contracts/diff/diff.ts';
import type { ContractDocument } from '../../../contracts/diff/load.ts';
import { specErrorTable, type PublicOperation } from '../spec/error-table.ts';

const operations: Readonly<Record<string, PublicOperation>> = { 'POST /api/v2/messages': 'sendMessage', 'GET /api/v2/templates': 'listTemplates' };

/** The code and the status it left, read from the diff's change (`code \`x\` … status 400`). */
function codeAndStatus(change: Change): { code?: string; status?: number } {
  const code = /code `([^`]+)`/.exec(change.message)?.[1];
  const left = change.rule === 'code-removed' ? /with status (\d{3})/.exec(change.message)?.[1] : String(change.values?.old ?? '');
  const status = left === undefined || left === '' ? undefined : Number(left);
  return { ...(code === undefined ? {} : { code }), ...(status === undefined || Number.isNaN(status) ? {} : { status }) };
}

/**
 * Whether section 7 gives `code` at the status it left on the change's operation: a code removed
 * from the catalogue as a whole (no status) is judged by the code alone. A change that cannot be
 * read is taken as stated, so it still fails.
 */
function statedByText(change: Change): boolean {
  const { code, status } = codeAndStatus(change);
  if (code === undefined) return true;
  const operation = operations[change.subject];
  return specErrorTable.some((entry) => entry.code === code && (status === undefined || entry.status === status) && (operation === undefined || entry.operations.includes(operation)));
}

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
      return statedByText(change);
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
