/**
 * Section 3.2: whether a template in a given status may be sent, and why not. The send path and
 * the template listing both read this one table, so `sendable` in a listing is exactly what a
 * send would do.
 */
import type { TemplateStatus } from './local-template.ts';

export interface Sendability {
  sendable: boolean;
  /** `null` when sendable; otherwise one English sentence (decision A47). */
  reason: string | null;
}

// SUBMITTED and DRAFT are let through on purpose: the platform judges a template still in review.
const refusedBecause: Record<TemplateStatus, string | null> = {
  APPROVED: null,
  FLAGGED: null,
  LOCKED: null,
  SUBMITTED: null,
  DRAFT: null,
  REJECTED: 'The template was rejected in review.',
  IN_APPEAL: 'The template was rejected in review and its appeal is still open.',
  PAUSED: 'The template is paused after negative customer feedback.',
  DISABLED: 'The template is disabled after repeated negative customer feedback.',
  ARCHIVED: 'The template was archived after 12 months without a send.',
  PENDING_DELETION: 'The template is being deleted.',
  DELETED: 'The template was deleted.',
  LIMIT_EXCEEDED: 'The business account is at its template limit.',
};

/** The section 3.2 verdict for `status`. */
export function sendability(status: TemplateStatus): Sendability {
  const reason = refusedBecause[status];
  return { sendable: reason === null, reason };
}
