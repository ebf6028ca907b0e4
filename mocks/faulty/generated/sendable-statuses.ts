/**
 * Builds generated from section 3.2's table of template statuses: each reads one status the other
 * way round (a sendable one as refused, a refused one as sendable), in the send path and the
 * listing alike, as a table typed out by hand with one line wrong would. The build is the
 * reference with its `sendability` part changed for that status only.
 */
import { sendability } from '../../reference/templates/sendability.ts';
import type { TemplateStatus } from '../../reference/templates/local-template.ts';
import type { Breaks } from '../faulty-build.ts';
import type { GeneratedFault } from './generated-fault.ts';

/** What each status's `sendable` decides, by the statement and cases of the catalogue that state it. */
const stated: Record<TemplateStatus, Breaks> = {
  APPROVED: { '3.2-approved': ['approved-sends', 'approved-listed-sendable'] },
  FLAGGED: { '3.2-flagged': ['flagged-sends', 'flagged-listed-sendable'] },
  LOCKED: { '3.2-locked': ['locked-sends', 'locked-listed-sendable'] },
  SUBMITTED: { '3.2-submitted-draft': ['submitted-sends', 'submitted-draft-listed-sendable'] },
  DRAFT: { '3.2-submitted-draft': ['draft-sends', 'submitted-draft-listed-sendable'] },
  REJECTED: { '3.2-rejected-in-appeal': ['rejected-400', 'rejected-in-appeal-listed-unsendable'], '4.1-unsendable-400': ['rejected'] },
  IN_APPEAL: { '3.2-rejected-in-appeal': ['in-appeal-400', 'rejected-in-appeal-listed-unsendable'], '4.1-unsendable-400': ['in-appeal'] },
  PAUSED: { '3.2-paused-disabled': ['paused-400', 'paused-disabled-listed-unsendable'], '4.1-unsendable-400': ['paused'], '7-invalid-template-400': ['unsendable-status'] },
  DISABLED: { '3.2-paused-disabled': ['disabled-400', 'paused-disabled-listed-unsendable'], '4.1-unsendable-400': ['disabled'] },
  ARCHIVED: { '3.2-archived': ['archived-400', 'archived-listed-unsendable'], '4.1-unsendable-400': ['archived'] },
  PENDING_DELETION: { '3.2-deleted': ['pending-deletion-400', 'deleted-listed-unsendable'], '4.1-unsendable-400': ['pending-deletion'] },
  DELETED: { '3.2-deleted': ['deleted-400', 'deleted-listed-unsendable'], '4.1-unsendable-400': ['deleted'] },
  LIMIT_EXCEEDED: { '3.2-limit-exceeded': ['limit-exceeded-400', 'limit-exceeded-listed-unsendable'], '4.1-unsendable-400': ['limit-exceeded'] },
};

function flipped(status: TemplateStatus): GeneratedFault {
  const sendable = sendability(status).sendable;
  const slug = status.toLowerCase().replaceAll('_', '-');
  const other = sendable ? { sendable: false, reason: `Templates in status ${status} cannot be sent.` } : { sendable: true, reason: null };
  return {
    name: sendable ? `${slug}-refused-as-unsendable` : `${slug}-let-through-as-sendable`,
    deviation: sendable ? `A template in status ${status} is refused with 400 invalid_template and listed as unsendable.` : `A template in status ${status} is passed to the platform and listed as sendable.`,
    section: '3.2',
    breaks: stated[status],
    change: { kind: 'table-entry', table: 'template statuses (3.2)', entry: status },
    parts: (reference) => ({ sendability: (s) => (s === status ? other : reference.sendability(s)) }),
  };
}

/** One build per status of the table. */
export const sendableStatuses: readonly GeneratedFault[] = (Object.keys(stated) as TemplateStatus[]).map(flipped);
