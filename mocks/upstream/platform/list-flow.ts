/** The template listing route: planted faults, then the caller's token, then the listing itself. */
import { json, type Answer } from '../answer.ts';
import { checkAuth } from '../send/check-auth.ts';
import { refusalAnswer, type Refusal } from '../send/refusal.ts';
import { listTemplates, type TemplateListQuery } from '../templates/list-templates.ts';
import type { MockParts } from './mock-parts.ts';
import { faultAnswer, shapeFaults } from './planted-faults.ts';

export interface ListRequest {
  version: string;
  businessAccountId: string;
  authorization: string | undefined;
  query: TemplateListQuery;
  origin: string;
}

/** A token may list the templates of the business account one of its numbers belongs to. */
function listingRefusal(parts: MockParts, request: ListRequest): Refusal | undefined {
  let first: Refusal | undefined;
  for (const number of parts.state.numbers.values()) {
    if (number.businessAccountId !== request.businessAccountId) continue;
    const refused = checkAuth(parts.state, number.phoneNumberId, request.authorization);
    if (!refused) return undefined;
    first ??= refused;
  }
  return first;
}

export function runList(parts: MockParts, request: ListRequest): Answer {
  const { delayMs, replace } = shapeFaults(parts.faults.decide({ route: 'templates', businessAccountId: request.businessAccountId }));
  if (replace) return faultAnswer(replace, delayMs);

  if (parts.state.templates.has(request.businessAccountId)) {
    const refused = listingRefusal(parts, request);
    if (refused) {
      return { kind: 'json', ...refusalAnswer(refused), delayMs };
    }
  }
  const base = `${request.origin}/${request.version}/${request.businessAccountId}/message_templates`;
  const outcome = listTemplates(parts.state, request.businessAccountId, request.query, (params) => `${base}?${new URLSearchParams(params).toString()}`);
  return { ...json(outcome.status, outcome.body), ...(delayMs > 0 ? { delayMs } : {}) };
}
