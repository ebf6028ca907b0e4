/**
 * A whole generated template as a world fixture holds it: any header, a numbered or named body,
 * buttons, any status, a language, and either a local copy on the gateway or only an entry on
 * the platform (section 3.2, last line). Id and name are placeholders: `templatePool` gives each
 * template of a world its own. Authentication templates are left out (their own checks).
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { templateBody } from './template-body.ts';
import { templateButtons } from './template-buttons.ts';
import { templateHeader, type PlaceholderStyle } from './template-header.ts';
import { templateStatus, type TemplateStatus } from './template-status.ts';

/** Languages generated templates are approved in; a send in another of them is a wrong language. */
export const templateLanguages = ['en_US', 'en', 'fr', 'pt_BR', 'de'] as const;

// The world schema ties approved_at to the status: set once approved, null if never approved.
const neverApproved = new Set<TemplateStatus>(['SUBMITTED', 'DRAFT', 'REJECTED', 'IN_APPEAL', 'LIMIT_EXCEEDED']);
const at = '2026-10-01T09:00:00Z';

function styled(style: PlaceholderStyle): fc.Arbitrary<SeededTemplate> {
  return fc
    .record({
      header: templateHeader(style),
      body: templateBody(style),
      footer: fc.boolean(),
      buttons: templateButtons,
      status: templateStatus,
      category: fc.constantFrom<SeededTemplate['category']>('MARKETING', 'UTILITY'),
      language: fc.constantFrom(...templateLanguages),
      localCopy: fc.boolean(),
    })
    .map(({ header, body, footer, buttons, status, category, language, localCopy }) => ({
      id: '0',
      name: 'unnamed',
      language,
      category,
      status,
      quality_score: null,
      created_at: at,
      approved_at: neverApproved.has(status) ? null : at,
      status_changed_at: at,
      local_copy: localCopy,
      parameter_format: style,
      components: [
        ...(header ? [header] : []),
        body,
        ...(footer ? [{ type: 'FOOTER' as const, text: 'Reply STOP to opt out' }] : []),
        ...(buttons ? [buttons] : []),
      ],
    }));
}

export const seededTemplate: fc.Arbitrary<SeededTemplate> = fc.constantFrom<PlaceholderStyle>('POSITIONAL', 'NAMED').chain(styled);
