/**
 * The listing's filters, as the platform reads them: `name` (part of the name), `content` (part
 * of the template's text, any case), `name_or_content` (either), and `status`, `category`,
 * `language` and `quality_score`, each a comma-separated list of the values to keep. A filter
 * not given keeps every template.
 */
import type { PlatformTemplate } from '../state/model.ts';

export interface TemplateFilterQuery {
  name?: string;
  content?: string;
  name_or_content?: string;
  status?: string;
  category?: string;
  language?: string;
  quality_score?: string;
}

/** The query parameters that filter, as the paging URLs repeat them. */
export const templateFilterNames = ['name', 'content', 'name_or_content', 'status', 'category', 'language', 'quality_score'] as const;

/** Every text a customer reads on the template: header, body and footer. */
function contentOf(template: PlatformTemplate): string {
  return template.components
    .map((component) => ('text' in component && typeof component.text === 'string' ? component.text : ''))
    .join('\n')
    .toLowerCase();
}

const oneOf = (list: string | undefined, value: string): boolean => list === undefined || list.split(',').some((item) => item.trim() === value);

/** Whether `template` passes every filter `query` gives. */
export function templateMatches(template: PlatformTemplate, query: TemplateFilterQuery): boolean {
  const inContent = (part: string): boolean => contentOf(template).includes(part.toLowerCase());
  return (
    (query.name === undefined || template.name.includes(query.name)) &&
    (query.content === undefined || inContent(query.content)) &&
    (query.name_or_content === undefined || template.name.includes(query.name_or_content) || inContent(query.name_or_content)) &&
    oneOf(query.status, template.status) &&
    oneOf(query.category, template.category) &&
    oneOf(query.language, template.language) &&
    oneOf(query.quality_score, template.qualityScore ?? 'UNKNOWN')
  );
}
