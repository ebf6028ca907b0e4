/**
 * A template as the platform answers it, in the listing and read by its id: the default fields
 * without a `fields` selection, with one only the fields named and `id`.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { renderNode, selectedFields, type FieldValues } from '../graph/field-selection.ts';
import type { PlatformTemplate } from '../state/model.ts';
import { listedComponents } from './template-examples.ts';

type MessageTemplate = components['schemas']['MessageTemplate'];

export type TemplateField = Exclude<keyof MessageTemplate, 'id' | 'previous_category'>;

/** What a template answers when the request names no fields. */
const defaultFields: readonly TemplateField[] = ['name', 'language', 'status', 'category', 'parameter_format', 'components'];

// Each field the mock models, read off a stored template.
const fieldValues: { [F in TemplateField]: (template: PlatformTemplate) => MessageTemplate[F] } = {
  name: (t) => t.name,
  language: (t) => t.language,
  status: (t) => t.status,
  category: (t) => t.category,
  parameter_format: (t) => t.parameterFormat,
  components: (t) => listedComponents(t),
  quality_score: (t) => ({ score: t.qualityScore ?? 'UNKNOWN', date: Math.floor((t.qualityScoreAt ?? t.createdAt) / 1000) }),
  rejected_reason: (t) => (t.rejectedReason ?? 'NONE') as MessageTemplate['rejected_reason'],
};

/** The fields a template answer carries for the request's `fields` parameter. */
export function templateFields(fields: string | undefined): TemplateField[] {
  return selectedFields(fields, fieldValues as FieldValues<TemplateField, PlatformTemplate>, defaultFields);
}

export function renderTemplate(template: PlatformTemplate, fields: readonly TemplateField[]): MessageTemplate {
  return renderNode(template.id, template, fields, fieldValues as FieldValues<TemplateField, PlatformTemplate>) as unknown as MessageTemplate;
}
