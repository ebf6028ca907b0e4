/**
 * A listing request beyond what `GatewayClient.listTemplates` spells: any query string (repeated
 * or unknown parameters) and extra headers such as `Idempotency-Key`. Still a checked exchange,
 * so the answer is held to the contract like any other.
 */
import type { CheckedResponse } from '../http/checked-client.ts';
import { templatesPath, type ErrorBody, type GatewayClient, type TemplatePage } from '../http/gateway-client.ts';

export interface RawListing {
  token: string;
  /** Pairs, so a name may repeat; sent in this order. */
  query?: [string, string][];
  headers?: Record<string, string>;
  /** The request breaks the contract on purpose (the response is still checked). */
  invalidRequest?: boolean;
}

export function rawListing(api: GatewayClient, request: RawListing): Promise<CheckedResponse<TemplatePage | ErrorBody>> {
  return api.checked.request({
    method: 'GET',
    path: templatesPath(request.query),
    headers: { authorization: `Bearer ${request.token}`, ...request.headers },
    invalidRequest: request.invalidRequest === true,
  });
}
