/**
 * Any set of local template copies of one business account: unique ids, any of the 13 statuses,
 * and creation times drawn from a few instants so equal times (broken by id, decision A42) are
 * common rather than a rare accident.
 */
import fc from 'fast-check';
import type { LocalTemplate, TemplateStatus } from '../../templates/local-template.ts';

const statuses: TemplateStatus[] = ['APPROVED', 'FLAGGED', 'LOCKED', 'SUBMITTED', 'DRAFT', 'REJECTED', 'IN_APPEAL', 'PAUSED', 'DISABLED', 'ARCHIVED', 'PENDING_DELETION', 'DELETED', 'LIMIT_EXCEEDED'];
const base = Date.parse('2026-10-01T00:00:00.000Z');

const draft = fc.record({
  // Unequal lengths on purpose: ids are opaque strings, so their order is by code unit.
  id: fc.stringMatching(/^[1-9][0-9]{0,14}$/),
  minutes: fc.integer({ min: 0, max: 12 }),
  status: fc.constantFrom(...statuses),
  language: fc.constantFrom('en_US', 'en', 'pt_BR', 'de'),
});

export function templateSet(businessAccountId: string, maxLength = 80): fc.Arbitrary<LocalTemplate[]> {
  return fc.uniqueArray(draft, { selector: (d) => d.id, maxLength }).map((drafts) =>
    drafts.map(({ id, minutes, status, language }) => {
      const created = new Date(base + minutes * 60_000).toISOString();
      return {
        business_account_id: businessAccountId,
        id,
        name: `generated_${id}`,
        language,
        category: 'UTILITY',
        status,
        quality_score: null,
        created_at: created,
        approved_at: null,
        status_changed_at: created,
        parameter_format: 'POSITIONAL',
        components: [{ type: 'BODY', text: `Template ${id}` }],
      } satisfies LocalTemplate;
    }),
  );
}
