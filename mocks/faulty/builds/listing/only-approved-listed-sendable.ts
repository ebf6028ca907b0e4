/**
 * Section 3.2: "`sendable` is the service's own rule and is exactly what the send path
 * enforces": FLAGGED, LOCKED, SUBMITTED and DRAFT are sendable as well as APPROVED.
 */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { newestFirst } from '../../../reference/listing/newest-first.ts';
import { pageAfter } from '../../../reference/listing/template-page.ts';
import { issueCursor } from '../../../reference/listing/cursor.ts';
import { templateRecord } from '../../../reference/listing/template-record.ts';
import { jsonReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { LocalTemplate } from '../../../reference/templates/local-template.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { listedTemplates } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

const approved = (t: LocalTemplate) => t.status === 'APPROVED';

// The listing computes `sendable` on its own, as "approved", instead of reading the send path's table.
const approvedOnlyPage = (): Step<ListContext> => (context) => {
  const { query, caller, gateway } = context;
  if (!query || !caller) return undefined;
  const page = pageAfter(newestFirst(listedTemplates(context, approved)), context.after, query.limit);
  return jsonReply(200, {
    items: page.items.map((t) => ({ ...templateRecord(t), sendable: approved(t), unsendable_reason: approved(t) ? null : 'The template is not approved.' })),
    next_cursor: page.next ? issueCursor(gateway.cursorSecret, { phoneNumberId: caller.number.phoneNumberId, sendable: query.sendable }, page.next) : null,
    has_more: page.next !== undefined,
  });
};

export const onlyApprovedListedSendable: FaultyBuild = {
  name: 'only-approved-listed-sendable',
  deviation: 'The listing marks only APPROVED templates sendable, disagreeing with the send path for FLAGGED, LOCKED, SUBMITTED and DRAFT.',
  section: '3.2',
  breaks: { '3.2-sendable-is-send-rule': ['listing-verdict-matches-send'], '3.2-flagged': ['flagged-listed-sendable'], '3.2-locked': ['locked-listed-sendable'], '3.2-submitted-draft': ['submitted-draft-listed-sendable'] },
  caughtBy: { files: ['suites/listing/template-records.check.ts'], checks: ['listing-sendable-per-status'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'page', approvedOnlyPage) }),
};
