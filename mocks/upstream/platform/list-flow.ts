/** The template listing route: planted faults, then the caller's token, then the listing itself. */
import { json, type Answer } from '../answer.ts';
import { refusalAnswer } from '../send/refusal.ts';
import { listTemplates, type TemplateListQuery } from '../templates/list-templates.ts';
import { accountRefusal } from './account-access.ts';
import type { MockParts } from './mock-parts.ts';
import { faultAnswer, shapeFaults } from './planted-faults.ts';

export interface ListRequest {
  version: string;
  businessAccountId: string;
  authorization: string | undefined;
  query: TemplateListQuery;
  origin: string;
}

export function runList(parts: MockParts, request: ListRequest): Answer {
  const { delayMs, replace } = shapeFaults(parts.faults.decide({ route: 'templates', businessAccountId: request.businessAccountId }));
  if (replace) return faultAnswer(replace, delayMs);

  if (parts.state.templates.has(request.businessAccountId)) {
    const refused = accountRefusal(parts.state, request.businessAccountId, request.authorization);
    if (refused) {
      return { kind: 'json', ...refusalAnswer(refused), delayMs };
    }
  }
  const base = `${request.origin}/${request.version}/${request.businessAccountId}/message_templates`;
  const outcome = listTemplates(parts.state, request.businessAccountId, request.query, (params) => `${base}?${new URLSearchParams(params).toString()}`);
  return { ...json(outcome.status, outcome.body), ...(delayMs > 0 ? { delayMs } : {}) };
}
