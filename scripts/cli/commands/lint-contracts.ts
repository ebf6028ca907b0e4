/**
 * `gateway-harness lint-contracts`: Redocly's linter over the three contracts (zero errors
 * allowed), ajv compiling every schema they hold, every fixture world validated, and the
 * published signature vectors validated against their schema.
 */
import { contractFileName, contractPath, loadContract, type ContractName } from '../../../contracts/index.ts';
import { schemaSites } from '../../../contracts/schema-sites.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { readVectorFile, vectorFileName } from '../../../fixtures/signatures/vector-file.ts';
import { listWorldFiles, readWorldFile } from '../../../fixtures/worlds/world-file.ts';
import { redoclyLint } from '../../contracts/redocly-lint.ts';
import type { Command } from '../command.ts';
import { parseOptions } from '../command.ts';

const contracts: ContractName[] = ['gateway', 'upstream', 'control'];

async function lintOne(name: ContractName, verbose: boolean): Promise<number> {
  const file = contractFileName(name);
  const problems = await redoclyLint(contractPath(name));
  const errors = problems.filter((p) => p.severity === 'error');
  for (const p of verbose ? problems : errors) console.log(`  ${p.severity} ${file}#${p.pointer} ${p.rule}: ${p.message}`);
  const compiler = schemaCompiler(name);
  let compileErrors = 0;
  const sites = schemaSites(loadContract(name));
  for (const site of sites) {
    try {
      compiler.compile(site.schema);
    } catch (error) {
      compileErrors += 1;
      console.log(`  error ${file}#${site.pointer} ajv: ${(error as Error).message}`);
    }
  }
  const warnings = problems.length - errors.length;
  console.log(`${file}: ${errors.length} lint error(s), ${warnings} warning(s); ${sites.length - compileErrors}/${sites.length} schemas compile`);
  return errors.length + compileErrors;
}

export const lintContractsCommand: Command = {
  name: 'lint-contracts',
  usage: 'usage: gateway-harness lint-contracts [--verbose]\n\n  --verbose  also print lint warnings',
  async run(argv) {
    const { values } = parseOptions(argv, { verbose: { type: 'boolean', default: false } });
    let failures = 0;
    for (const name of contracts) failures += await lintOne(name, values.verbose === true);
    for (const file of listWorldFiles()) {
      const result = readWorldFile(file);
      if (result.ok) console.log(`fixtures/worlds/${file}: valid world`);
      else {
        failures += 1;
        console.log(`fixtures/worlds/${file}: invalid world\n  ${result.problems.join('\n  ')}`);
      }
    }
    const vectors = readVectorFile();
    if (vectors.ok) console.log(`fixtures/signatures/${vectorFileName}: ${vectors.file.vectors.length} valid vectors`);
    else {
      failures += 1;
      console.log(`fixtures/signatures/${vectorFileName}: invalid vectors\n  ${vectors.problems.join('\n  ')}`);
    }
    console.log(failures === 0 ? 'contracts: ok' : `contracts: ${failures} problem(s)`);
    return failures === 0 ? 0 : 1;
  },
};
