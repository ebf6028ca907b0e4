/**
 * `check --changed-since OLD`: diffs OLD with the bundled contract, lists the conformance checks
 * (scripts/check/list-checks.ts), prints which change selected which checks, and returns the
 * check files to run. Bad input is reported and answered with exit code 2.
 */
import { contractPath } from '../../contracts/index.ts';
import { diffContracts } from '../../contracts/diff/diff.ts';
import { ContractInputError, loadContractFile } from '../../contracts/diff/load.ts';
import { listChecks } from '../check/list-checks.ts';
import { affectedChecks } from './affected-checks.ts';
import { formatSelection } from './format-selection.ts';
import { smokeSet } from './smoke-set.ts';

/** The check files to run, or the exit code when OLD cannot be read. */
export async function changedSinceFiles(oldPath: string): Promise<string[] | 2> {
  let result;
  try {
    result = diffContracts(await loadContractFile(oldPath), await loadContractFile(contractPath('gateway')));
  } catch (error) {
    if (!(error instanceof ContractInputError)) throw error;
    console.error(`gateway-harness check: --changed-since: ${error.message}`);
    return 2;
  }
  const selection = affectedChecks(result.changes, await listChecks(), smokeSet.map((s) => s.file));
  console.log(formatSelection(result, selection, smokeSet));
  return selection.files;
}
