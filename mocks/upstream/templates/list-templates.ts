/**
 * The platform's template listing: newest first, the platform's cursor paging, the filters
 * (`template-filters.ts`), the `fields` selection (`template-fields.ts`), and `summary` totals on
 * request (`template-summary.ts`).
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { platformError, type ErrorEnvelope } from '../errors/platform-error.ts';
import { cursorPage, type PageQuery } from '../graph/cursor-page.ts';
import type { PlatformState, PlatformTemplate } from '../state/model.ts';
import { renderTemplate, templateFields } from './template-fields.ts';
import { templateFilterNames, templateMatches, type TemplateFilterQuery } from './template-filters.ts';
import { templateSummary } from './template-summary.ts';

type MessageTemplatePage = components['schemas']['MessageTemplatePage'];

export interface TemplateListQuery extends PageQuery, TemplateFilterQuery {
  fields?: string;
  summary?: string;
}

export type TemplateListOutcome = { status: 200; body: MessageTemplatePage } | { status: number; body: ErrorEnvelope };

export function newestFirst(templates: PlatformTemplate[]): PlatformTemplate[] {
  return [...templates].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

/** The query parameters the paging URLs repeat, so the next page holds the same selection. */
function repeated(query: TemplateListQuery): Record<string, string> {
  const keep: Record<string, string> = {};
  for (const key of ['fields', 'summary', ...templateFilterNames] as const) {
    const value = query[key];
    if (value !== undefined) keep[key] = value;
  }
  return keep;
}

/**
 * One page of a business account's templates. `pageUrl` turns query parameters into the
 * ready-made `next`/`previous` URLs of the platform's paging block.
 */
export function listTemplates(
  state: PlatformState,
  businessAccountId: string,
  query: TemplateListQuery,
  pageUrl: (params: Record<string, string>) => string,
): TemplateListOutcome {
  const templates = state.templates.get(businessAccountId);
  if (!templates) return platformError(100, { subcode: 33, details: `Unsupported get request. Object with ID '${businessAccountId}' does not exist` });
  const fields = templateFields(query.fields);
  const ordered = newestFirst(templates).filter((t) => templateMatches(t, query));
  const page = cursorPage(ordered, query, (t) => t.id, repeated(query), pageUrl);
  if (!page.ok) return platformError(100, { details: page.details });
  const body: MessageTemplatePage = {
    data: page.items.map((t) => renderTemplate(t, fields)),
    ...(page.paging ? { paging: page.paging } : {}),
    ...templateSummary(query.summary, ordered, templates),
  };
  return { status: 200, body };
}
