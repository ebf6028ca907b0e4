/**
 * `gateway-harness diff`: compares two versions of the gateway contract and classifies each
 * change under the versioning policy of spec section 9 (breaking or allowed in place).
 */
import { relative } from 'node:path';
import { contractPath } from '../../../contracts/index.ts';
import { diffContracts } from '../../../contracts/diff/diff.ts';
import { formatDiff } from '../../../contracts/diff/format-text.ts';
import { ContractInputError, loadContractFile } from '../../../contracts/diff/load.ts';
import type { Command } from '../command.ts';
import { parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness diff OLD [NEW] [--json]

Compares two versions of an OpenAPI 3.x description of the gateway API (JSON or YAML; references
to other files are followed) and classifies every change by spec section 9: breaking (needs a new
path prefix) or allowed in place. NEW defaults to the bundled contracts/gateway-v2.openapi.json.
Each change names the spec sections it touches; \`check --changed-since OLD\` reruns their checks.

  --json   print the changes as JSON

Exit codes: 0 nothing breaking, 1 a breaking change, 2 bad usage or input (a file that cannot be
read or is not an OpenAPI 3.x document).`;

export const diffCommand: Command = {
  name: 'diff',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(argv, { json: { type: 'boolean', default: false } }, true);
    if (positionals.length < 1 || positionals.length > 2) throw new UsageError(`expected OLD and optionally NEW, got ${positionals.length} argument(s)`);
    const [oldPath = '', newPath = relative(process.cwd(), contractPath('gateway'))] = positionals;
    let result;
    try {
      result = diffContracts(await loadContractFile(oldPath), await loadContractFile(newPath));
    } catch (error) {
      if (!(error instanceof ContractInputError)) throw error;
      console.error(`gateway-harness diff: ${error.message}`);
      return 2;
    }
    console.log(values.json ? JSON.stringify(result, null, 2) : formatDiff(result));
    return result.breaking > 0 ? 1 : 0;
  },
};
