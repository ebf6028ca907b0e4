/** The bundled contracts, indexed and compiled once per process, ready for exchange checks. */
import { contractFileName, loadContract, type ContractName } from '../index.ts';
import { schemaCompiler } from '../schemas.ts';
import { buildOperationIndex } from './operation-index.ts';
import type { ExchangeContract } from './validate-exchange.ts';

const cache = new Map<ContractName, ExchangeContract>();

export function exchangeContract(name: ContractName): ExchangeContract {
  let contract = cache.get(name);
  if (!contract) {
    contract = { name: contractFileName(name), index: buildOperationIndex(loadContract(name)), compiler: schemaCompiler(name) };
    cache.set(name, contract);
  }
  return contract;
}
