/**
 * Section 2.5: the template record a listing shows for one local copy, one record per language.
 * `sendable` and `unsendable_reason` come from the same table the send path enforces (3.2); the
 * reason is null when the template is sendable (decision A47). Fields of the copy that are not
 * part of the record (the business account, the placeholder style, the creation time) stay out.
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import { isoTime } from '../clock.ts';
import type { LocalTemplate, TemplateStatus } from '../templates/local-template.ts';
import { sendability, type Sendability } from '../templates/sendability.ts';

export type TemplateRecord = components['schemas']['TemplateRecord'];

// Copies may hold any ISO 8601 UTC form; the record always shows the reference's own (decision A35).
function utc(timestamp: string): string {
  return isoTime(Date.parse(timestamp));
}

/** Records made with `rule` for `sendable` (section 3.2's table as the gateway reads it). */
export function templateRecordsBy(rule: (status: TemplateStatus) => Sendability): (template: LocalTemplate) => TemplateRecord {
  return (template) => {
    const { sendable, reason } = rule(template.status);
    return {
      id: template.id,
      name: template.name,
      language: template.language,
      category: template.category,
      status: template.status,
      sendable,
      unsendable_reason: reason,
      components: structuredClone(template.components),
      quality_score: template.quality_score,
      approved_at: template.approved_at === null ? null : utc(template.approved_at),
      status_changed_at: utc(template.status_changed_at),
    };
  };
}

/** The record of `template` by the spec's own table. */
export const templateRecord: (template: LocalTemplate) => TemplateRecord = templateRecordsBy(sendability);
