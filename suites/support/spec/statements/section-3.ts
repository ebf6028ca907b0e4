// Section 3: message statuses and how they move (3.1), template statuses and `sendable` (3.2),
// and the idempotency-key state table (3.3).
import type { Statement } from './statement.ts';

const messageStatus: readonly Statement[] = [
  {
    id: '3.1-status-values',
    section: '3.1',
    also: ['9'],
    rule: 'A message status is SENT, DELIVERED, READ, PLAYED or FAILED, in upper case.',
    checks: ['every-send-type-is-sent', 'platform-statuses-emit-message-status', 'failed-status-carries-reason'],
  },
  {
    id: '3.1-accepted-send-is-sent',
    section: '3.1',
    also: ['2.2', '4.1'],
    rule: 'A send the platform accepts is answered 200 with its message record, in status SENT.',
    checks: ['every-send-type-is-sent', 'template-send-record', 'otp-codes-within-rules-are-sent'],
  },
  {
    id: '3.1-send-emits-message-sent',
    section: '3.1',
    also: ['6'],
    rule: 'An accepted send is announced by a message.sent event.',
    checks: ['send-emits-message-sent', 'message-sent-fills-template-values'],
    open: ['A54'],
  },
  {
    id: '3.1-platform-moves-status',
    section: '3.1',
    also: ['6'],
    rule: 'Later moves the platform reports (to DELIVERED, READ or FAILED) are passed on as message.status events.',
    checks: ['platform-statuses-emit-message-status', 'failed-status-carries-reason'],
    open: ['A53', 'A54'],
  },
  {
    id: '3.1-status-times-filled',
    section: '3.1',
    rule: 'As a status arrives, the matching time field and `failure_reason` of the record are filled in.',
    checks: [],
    note: 'no endpoint reads a record after its send, and no check looks for these times in a message.status payload (layout open, A67)',
  },
  {
    id: '3.1-failed-carries-reason',
    section: '3.1',
    also: ['6'],
    rule: 'A FAILED status comes with the reason for the failure.',
    checks: ['failed-status-carries-reason'],
  },
  {
    id: '3.1-late-refusals',
    section: '3.1',
    rule: 'Some refusals come later, as a FAILED status event, rather than as an error on the send.',
    checks: ['failed-status-carries-reason'],
  },
];

const templateStatus: readonly Statement[] = [
  {
    id: '3.2-sendable-is-send-rule',
    section: '3.2',
    rule: '`sendable` is the service’s own verdict and matches exactly what a send of that template meets.',
    checks: ['listing-sendable-per-status', 'listing-sendable-filter-partitions', 'sendable-by-status'],
  },
  {
    id: '3.2-approved',
    section: '3.2',
    rule: 'An APPROVED template is sendable and goes out.',
    checks: ['template-status-approved', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-flagged',
    section: '3.2',
    rule: 'A FLAGGED template is still sendable (its quality is only a warning).',
    checks: ['template-status-flagged', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-locked',
    section: '3.2',
    rule: 'A LOCKED template is still sendable (it only cannot be edited).',
    checks: ['template-status-locked', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-submitted-draft',
    section: '3.2',
    also: ['9'],
    rule: 'SUBMITTED and DRAFT templates count as sendable: the service passes the send on and the platform decides, a template still in review coming back as 502.',
    checks: ['template-status-submitted', 'template-status-draft', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-rejected-in-appeal',
    section: '3.2',
    rule: 'REJECTED and IN_APPEAL templates are not sendable.',
    checks: ['template-status-rejected', 'template-status-in-appeal', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-paused-disabled',
    section: '3.2',
    rule: 'PAUSED and DISABLED templates (stopped after negative feedback) are not sendable.',
    checks: ['template-status-paused', 'template-status-disabled', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-archived',
    section: '3.2',
    rule: 'ARCHIVED templates (a year without a send) are not sendable.',
    checks: ['template-status-archived', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-deleted',
    section: '3.2',
    rule: 'PENDING_DELETION and DELETED templates are not sendable.',
    checks: ['template-status-pending-deletion', 'template-status-deleted', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-limit-exceeded',
    section: '3.2',
    rule: 'LIMIT_EXCEEDED templates (the account is at its template limit) are not sendable.',
    checks: ['template-status-limit-exceeded', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-thirteen-statuses',
    section: '3.2',
    also: ['9'],
    rule: 'Template statuses are exactly the thirteen of the table (SUBMITTED, never PENDING).',
    checks: ['template-statuses', 'listing-sendable-per-status'],
  },
  {
    id: '3.2-status-change-event',
    section: '3.2',
    also: ['6'],
    rule: 'A change of a template’s status is reported by a template.status event.',
    checks: ['template-rejection-emits-template-status', 'template-change-emits-template-status'],
    open: ['A54'],
  },
  {
    id: '3.2-lookup-without-sync',
    section: '3.2',
    rule: 'A send naming a template the service has no copy of makes it look the template up on the platform first; nobody has to sync by hand.',
    checks: ['platform-only-template-sends-without-sync', 'listing-upstream-template-after-lookup', 'wrong-language-platform-only-in-en'],
    open: ['A48', 'A68'],
  },
];

const idempotencyKey: readonly Statement[] = [
  {
    id: '3.3-first-request',
    section: '3.3',
    rule: 'The first request with an `Idempotency-Key` is processed as usual, its key held as in flight meanwhile.',
    checks: ['idempotency-first-request-sent', 'idempotency-follows-state-table'],
    open: ['A8', 'A10'],
  },
  {
    id: '3.3-in-flight-409',
    section: '3.3',
    also: ['7'],
    rule: 'The key again while the first request is still running is 409 idempotency_in_progress.',
    checks: ['idempotency-in-flight-is-409', 'idempotency-follows-state-table'],
    open: ['A6'],
  },
  {
    id: '3.3-success-kept-24h',
    section: '3.3',
    also: ['8'],
    rule: 'The answer to a successful request is kept under its key for 24 hours.',
    checks: ['idempotency-retention-24-hours', 'idempotency-follows-state-table'],
    open: ['A5'],
  },
  {
    id: '3.3-replay',
    section: '3.3',
    also: ['4.1', '7'],
    rule: 'Within those 24 hours the same key and body get the original answer again, with `Idempotency-Replayed: true`, and nothing goes upstream.',
    checks: ['idempotency-replay-same-body', 'idempotency-follows-state-table', 'idempotency-replay-after-window-closes', 'idempotency-in-flight-is-409', 'idempotency-headers', 'no-event-for-replay'],
    open: ['A2', 'A9', 'A55', 'A65'],
  },
  {
    id: '3.3-other-body-422',
    section: '3.3',
    also: ['7'],
    rule: 'The same key with another body is 422 idempotency_key_reused; the stored answer stays.',
    checks: ['idempotency-key-reused-other-body', 'idempotency-follows-state-table'],
    open: ['A2'],
  },
  {
    id: '3.3-failure-releases-key',
    section: '3.3',
    also: ['7', '8'],
    rule: 'When the first request fails its key is released at once, so a retry is a fresh attempt.',
    checks: ['idempotency-refusal-releases-key', 'idempotency-outage-releases-key', 'idempotency-local-refusal-releases-key', 'idempotency-follows-state-table', 'otp-codes-outside-rules-are-422'],
    open: ['A7'],
  },
  {
    id: '3.3-keys-per-number',
    section: '3.3',
    rule: 'A key belongs to the number it was used with.',
    checks: ['idempotency-keys-scoped-per-number'],
  },
];

export const section3: readonly Statement[] = [...messageStatus, ...templateStatus, ...idempotencyKey];
