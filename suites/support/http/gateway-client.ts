/**
 * The public API of the gateway, for checks: the two operations with their headers, over a
 * checked client (so every answer is validated against the contract).
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import type { CheckedClient, CheckedResponse } from './checked-client.ts';

export type SendMessageRequest = components['schemas']['SendMessageRequest'];
export type MessageRecord = components['schemas']['MessageRecord'];
export type TemplatePage = components['schemas']['TemplatePage'];
export type ErrorBody = components['schemas']['Error'];

export interface CallerHeaders {
  /** The access token; `null` sends no Authorization header at all. */
  token: string | null;
  /** `X-Phone-Number-Id`; an empty string sends the header empty. */
  phoneNumberId?: string;
}

export interface SendOptions extends CallerHeaders {
  body: SendMessageRequest | Record<string, unknown>;
  idempotencyKey?: string;
  /** The body breaks the contract on purpose (the response is still checked). */
  invalidRequest?: boolean;
}

export interface ListOptions extends CallerHeaders {
  sendable?: boolean | string;
  cursor?: string;
  limit?: number | string;
  invalidRequest?: boolean;
}

function callerHeaders(caller: CallerHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller.token !== null) headers.authorization = `Bearer ${caller.token}`;
  if (caller.phoneNumberId !== undefined) headers['x-phone-number-id'] = caller.phoneNumberId;
  return headers;
}

/** The listing's path with `query` (pairs in order, a repeated name kept), e.g. `/api/v2/templates?limit=2`. */
export function templatesPath(query: Iterable<readonly [string, string]> = []): string {
  const search = new URLSearchParams();
  for (const [name, value] of query) search.append(name, value);
  const text = search.toString();
  return `/api/v2/templates${text === '' ? '' : `?${text}`}`;
}

export class GatewayClient {
  constructor(readonly checked: CheckedClient) {}

  sendMessage(options: SendOptions): Promise<CheckedResponse<MessageRecord | ErrorBody>> {
    const headers = callerHeaders(options);
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    return this.checked.json('POST', '/api/v2/messages', options.body, { headers, invalidRequest: options.invalidRequest === true });
  }

  listTemplates(options: ListOptions): Promise<CheckedResponse<TemplatePage | ErrorBody>> {
    const query = new URLSearchParams();
    if (options.sendable !== undefined) query.set('sendable', String(options.sendable));
    if (options.cursor !== undefined) query.set('cursor', options.cursor);
    if (options.limit !== undefined) query.set('limit', String(options.limit));
    return this.checked.request({
      method: 'GET',
      path: templatesPath(query),
      headers: callerHeaders(options),
      invalidRequest: options.invalidRequest === true,
    });
  }
}
