/**
 * The platform's template listing: newest first, cursor paging (`paging.cursors.before/after`,
 * `paging.next` absent on the last page), optional filters, the `fields` selection (the default
 * fields without one; with one the fields named and `id`), and `summary` totals on request.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { platformError, type ErrorEnvelope } from '../errors/platform-error.ts';
import type { PlatformState, PlatformTemplate } from '../state/model.ts';
import { listedComponents } from './template-examples.ts';

type MessageTemplate = components['schemas']['MessageTemplate'];
type MessageTemplatePage = components['schemas']['MessageTemplatePage'];

export interface TemplateListQuery {
  limit?: string;
  after?: string;
  before?: string;
  fields?: string;
  summary?: string;
  name?: string;
  status?: string;
  language?: string;
}

export type TemplateListOutcome = { status: 200; body: MessageTemplatePage } | { status: number; body: ErrorEnvelope };

const defaultLimit = 25;

type Field = Exclude<keyof MessageTemplate, 'id' | 'previous_category'>;

/** What the listing returns when the request names no fields. */
const defaultFields: readonly Field[] = ['name', 'language', 'status', 'category', 'parameter_format', 'components'];

// Each field the mock models, read off a stored template. Names it does not model are left out of
// the answer, as the platform leaves out fields a template has no value for.
const fieldValues: { [F in Field]: (template: PlatformTemplate) => MessageTemplate[F] } = {
  name: (t) => t.name,
  language: (t) => t.language,
  status: (t) => t.status,
  category: (t) => t.category,
  parameter_format: (t) => t.parameterFormat,
  components: (t) => listedComponents(t),
  quality_score: (t) => ({ score: t.qualityScore ?? 'UNKNOWN', date: Math.floor((t.qualityScoreAt ?? t.createdAt) / 1000) }),
  rejected_reason: (t) => (t.rejectedReason ?? 'NONE') as MessageTemplate['rejected_reason'],
};

/** The fields an answer carries: the defaults, or the ones named (in the order the mock lists them). */
export function selectedFields(fields: string | undefined): Field[] {
  if (fields === undefined) return [...defaultFields];
  const named = new Set(fields.split(',').map((f) => f.trim()));
  return (Object.keys(fieldValues) as Field[]).filter((f) => named.has(f));
}

/** A cursor names the template it stands on; opaque to clients, like the platform's own. */
export function cursorFor(template: PlatformTemplate): string {
  return Buffer.from(template.id).toString('base64url');
}

function positionOf(ordered: PlatformTemplate[], cursor: string): number {
  const id = Buffer.from(cursor, 'base64url').toString();
  return ordered.findIndex((t) => t.id === id);
}

export function newestFirst(templates: PlatformTemplate[]): PlatformTemplate[] {
  return [...templates].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

function render(template: PlatformTemplate, fields: readonly Field[]): MessageTemplate {
  const out: Record<string, unknown> = { id: template.id };
  for (const field of fields) out[field] = fieldValues[field](template);
  return out as unknown as MessageTemplate;
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
  const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) return platformError(100, { details: `limit must be a positive integer, got ${JSON.stringify(query.limit)}` });
  if (query.after !== undefined && query.before !== undefined) return platformError(100, { details: 'after and before cannot be used together' });
  const fields = selectedFields(query.fields);
  const totals = new Set((query.summary ?? '').split(',').map((s) => s.trim()));

  const ordered = newestFirst(templates).filter(
    (t) =>
      (query.name === undefined || t.name.includes(query.name)) &&
      (query.status === undefined || query.status.split(',').includes(t.status)) &&
      (query.language === undefined || t.language === query.language),
  );
  let start = 0;
  let end = Math.min(ordered.length, limit);
  if (query.after !== undefined) {
    const at = positionOf(ordered, query.after);
    if (at < 0) return platformError(100, { details: 'Invalid cursor' });
    start = at + 1;
    end = Math.min(ordered.length, start + limit);
  } else if (query.before !== undefined) {
    const at = positionOf(ordered, query.before);
    if (at < 0) return platformError(100, { details: 'Invalid cursor' });
    end = at;
    start = Math.max(0, end - limit);
  }
  const page = ordered.slice(start, end);
  const first = page[0];
  const last = page[page.length - 1];
  const summary = totals.has('total_count') ? { summary: { total_count: ordered.length } } : {};
  if (!first || !last) return { status: 200, body: { data: [], ...summary } };
  const keep: Record<string, string> = { limit: String(limit) };
  for (const key of ['fields', 'summary', 'name', 'status', 'language'] as const) {
    const value = query[key];
    if (value !== undefined) keep[key] = value;
  }
  const body: MessageTemplatePage = {
    data: page.map((t) => render(t, fields)),
    paging: { cursors: { before: cursorFor(first), after: cursorFor(last) } },
    ...summary,
  };
  if (end < ordered.length && body.paging) body.paging.next = pageUrl({ ...keep, after: cursorFor(last) });
  if (start > 0 && body.paging) body.paging.previous = pageUrl({ ...keep, before: cursorFor(first) });
  return { status: 200, body };
}
