/**
 * Sends one hostile request through the checked client (so it goes on the check's trail, secrets
 * replaced) without letting the client throw on a status the contract does not list: where the
 * spec leaves the status open (413, 415, 431: decisions A17, A66, A73) the answer is judged by
 * `answer-judge.ts` instead. A status the contract does list is still held to the contract.
 */
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import type { HttpRequest } from '../../../contracts/exchange/http-exchange.ts';
import { documentedResponse, validateExchange } from '../../../contracts/exchange/validate-exchange.ts';
import { formatViolation } from '../../../contracts/exchange/violation.ts';
import type { CheckedClient, CheckedResponse } from '../http/checked-client.ts';

export interface HostileOutcome {
  response: CheckedResponse<unknown>;
  /** Contract violations of an answer whose status the contract documents. */
  violations: string[];
}

export async function hostileCall(client: CheckedClient, contractName: 'gateway' | 'control', request: HttpRequest): Promise<HostileOutcome> {
  const response = await client.request({ ...request, undocumented: true });
  const contract = exchangeContract(contractName);
  const operation = contract.index.find(request.method, request.path);
  if (!operation || !documentedResponse(operation, response.status)) return { response, violations: [] };
  return { response, violations: validateExchange(contract, request, response, { skipRequest: true }).map(formatViolation) };
}
