/** A business account's phone numbers: the caller's token, then the list. */
import { json, type Answer } from '../answer.ts';
import { listNumbers, type NumberListQuery } from '../numbers/list-numbers.ts';
import { refusalJson } from '../send/refusal.ts';
import { accountRefusal } from './account-access.ts';
import type { MockParts } from './mock-parts.ts';
import { unknownObject } from './node-flow.ts';

export interface NumberListRequest {
  version: string;
  businessAccountId: string;
  authorization: string | undefined;
  query: NumberListQuery;
  origin: string;
}

export function runNumberList(parts: MockParts, request: NumberListRequest): Answer {
  // The platform's business accounts are those the world lists (each with its templates, maybe none).
  if (!parts.state.templates.has(request.businessAccountId)) return unknownObject(request.businessAccountId);
  const refused = accountRefusal(parts.state, request.businessAccountId, request.authorization);
  if (refused) return refusalJson(refused);
  const base = `${request.origin}/${request.version}/${request.businessAccountId}/phone_numbers`;
  const outcome = listNumbers(parts.state, request.businessAccountId, request.query, (params) => `${base}?${new URLSearchParams(params).toString()}`);
  return json(outcome.status, outcome.body);
}
