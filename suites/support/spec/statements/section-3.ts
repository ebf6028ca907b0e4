// Section 3: message statuses and how they move (3.1), template statuses and `sendable` (3.2),
// and the idempotency-key state table (3.3).
import type { Statement } from './statement.ts';

const messageStatus: readonly Statement[] = [
  {
    id: '3.1-status-values',
    section: '3.1',
    also: ['9'],
    rule: 'A message status is SENT, DELIVERED, READ, PLAYED or FAILED, in upper case.',
    boundaries: ['sent-on-send', 'delivered-event', 'read-event', 'failed-event'],
  },
  {
    id: '3.1-accepted-send-is-sent',
    section: '3.1',
    also: ['2.2', '4.1'],
    rule: 'A send the platform accepts is answered 200 with its message record, in status SENT.',
    boundaries: ['text-send-200-sent', 'template-send-200-sent', 'one-time-code-send-200-sent'],
  },
  {
    id: '3.1-send-emits-message-sent',
    section: '3.1',
    also: ['6'],
    rule: 'An accepted send is announced by a message.sent event.',
    boundaries: ['text-send-message-sent', 'template-send-message-sent'],
    open: ['A54'],
  },
  {
    id: '3.1-platform-moves-status',
    section: '3.1',
    also: ['6'],
    rule: 'Later moves the platform reports (to DELIVERED, READ or FAILED) are passed on as message.status events.',
    boundaries: ['delivered-passed-on', 'read-passed-on', 'failed-passed-on', 'read-before-delivered'],
    open: ['A53', 'A54'],
  },
  {
    id: '3.1-status-times-filled',
    section: '3.1',
    rule: 'As a status arrives, the record moves to it and its matching time field and `failure_reason` are filled in.',
    boundaries: ['delivered-at-filled', 'read-at-filled', 'failed-at-and-reason-filled', 'delivered-at-not-before-send', 'delivered-kept', 'read-kept', 'failed-kept', 'no-reason-when-delivered'],
    note: 'the public API reads no record after its send and a message.status payload need not carry one (A67): the kept record is read through the control plane (capability message_records), so a build without it is not checked on this',
  },
  {
    id: '3.1-failed-carries-reason',
    section: '3.1',
    also: ['6'],
    rule: 'A FAILED status comes with the reason for the failure.',
    boundaries: ['failed-reason-on-event'],
  },
  {
    id: '3.1-late-refusals',
    section: '3.1',
    rule: 'Some refusals come later, as a FAILED status event, rather than as an error on the send.',
    boundaries: ['late-refusal-as-failed-event'],
  },
];

const templateStatus: readonly Statement[] = [
  {
    id: '3.2-sendable-is-send-rule',
    section: '3.2',
    rule: '`sendable` is the service’s own verdict and matches exactly what a send of that template meets.',
    boundaries: ['listing-verdict-matches-send', 'filter-matches-send'],
  },
  {
    id: '3.2-approved',
    section: '3.2',
    rule: 'An APPROVED template is sendable and goes out.',
    boundaries: ['approved-sends', 'approved-listed-sendable'],
  },
  {
    id: '3.2-flagged',
    section: '3.2',
    rule: 'A FLAGGED template is still sendable (its quality is only a warning).',
    boundaries: ['flagged-sends', 'flagged-listed-sendable'],
  },
  {
    id: '3.2-locked',
    section: '3.2',
    rule: 'A LOCKED template is still sendable (it only cannot be edited).',
    boundaries: ['locked-sends', 'locked-listed-sendable'],
  },
  {
    id: '3.2-submitted-draft',
    section: '3.2',
    also: ['9'],
    rule: 'SUBMITTED and DRAFT templates count as sendable: the service passes the send on and the platform decides, a template still in review coming back as 502.',
    boundaries: ['submitted-sends', 'draft-sends', 'submitted-draft-listed-sendable', 'in-review-refusal-502'],
  },
  {
    id: '3.2-rejected-in-appeal',
    section: '3.2',
    rule: 'REJECTED and IN_APPEAL templates are not sendable.',
    boundaries: ['rejected-400', 'in-appeal-400', 'rejected-in-appeal-listed-unsendable'],
  },
  {
    id: '3.2-paused-disabled',
    section: '3.2',
    rule: 'PAUSED and DISABLED templates (stopped after negative feedback) are not sendable.',
    boundaries: ['paused-400', 'disabled-400', 'paused-disabled-listed-unsendable'],
  },
  {
    id: '3.2-archived',
    section: '3.2',
    rule: 'ARCHIVED templates (a year without a send) are not sendable.',
    boundaries: ['archived-400', 'archived-listed-unsendable'],
  },
  {
    id: '3.2-deleted',
    section: '3.2',
    rule: 'PENDING_DELETION and DELETED templates are not sendable.',
    boundaries: ['pending-deletion-400', 'deleted-400', 'deleted-listed-unsendable'],
  },
  {
    id: '3.2-limit-exceeded',
    section: '3.2',
    rule: 'LIMIT_EXCEEDED templates (the account is at its template limit) are not sendable.',
    boundaries: ['limit-exceeded-400', 'limit-exceeded-listed-unsendable'],
  },
  {
    id: '3.2-thirteen-statuses',
    section: '3.2',
    also: ['9'],
    rule: 'Template statuses are exactly the thirteen of the table (SUBMITTED, never PENDING).',
    boundaries: ['thirteen-statuses-listed'],
  },
  {
    id: '3.2-status-change-event',
    section: '3.2',
    also: ['6'],
    rule: 'A change of a template’s status is reported by a template.status event.',
    boundaries: ['paused-change-event', 'rejected-change-event', 'second-account-change-event'],
    open: ['A54'],
  },
  {
    id: '3.2-lookup-without-sync',
    section: '3.2',
    rule: 'A send naming a template the service has no copy of makes it look the template up on the platform first; nobody has to sync by hand.',
    boundaries: ['platform-only-template-sent', 'platform-only-wrong-language-400', 'platform-only-shape-checked', 'platform-only-components-exact', 'platform-only-code-template-sent', 'held-template-no-lookup-needed', 'held-templates-listed-after-lookup'],
    open: ['A48', 'A68'],
  },
];

const idempotencyKey: readonly Statement[] = [
  {
    id: '3.3-first-request',
    section: '3.3',
    rule: 'The first request with an `Idempotency-Key` is processed as usual, its key held as in flight meanwhile.',
    boundaries: ['first-request-sent-once'],
    open: ['A8', 'A10'],
  },
  {
    id: '3.3-in-flight-409',
    section: '3.3',
    also: ['7'],
    rule: 'The key again while the first request is still running is 409 idempotency_in_progress.',
    boundaries: ['in-flight-same-body-409', 'in-progress-body'],
    open: ['A6'],
  },
  {
    id: '3.3-success-kept-24h',
    section: '3.3',
    also: ['8'],
    rule: 'The answer to a successful request is kept under its key for 24 hours.',
    boundaries: ['replay-within-24h', 'fresh-after-24h'],
    open: ['A5'],
  },
  {
    id: '3.3-replay',
    section: '3.3',
    also: ['4.1', '7'],
    rule: 'Within those 24 hours the same key and body get the original answer again, with `Idempotency-Replayed: true`, and nothing goes upstream.',
    boundaries: ['replay-same-answer', 'replayed-header', 'nothing-sent-upstream', 'no-event-for-replay', 'replay-after-window-closes', 'unknown-null-member-replays', 'unkeyed-never-replayed'],
    open: ['A2', 'A9', 'A55', 'A65'],
  },
  {
    id: '3.3-other-body-422',
    section: '3.3',
    also: ['7'],
    rule: 'The same key with another body is 422 idempotency_key_reused; the stored answer stays.',
    boundaries: ['other-body-422', 'stored-answer-kept', 'same-values-other-fields-422', 'added-field-422', 'other-type-422'],
    open: ['A2'],
  },
  {
    id: '3.3-failure-releases-key',
    section: '3.3',
    also: ['7', '8'],
    rule: 'When the first request fails its key is released at once, so a retry is a fresh attempt.',
    boundaries: ['retry-after-422', 'retry-after-409-window', 'retry-after-400-template', 'retry-after-502'],
    open: ['A7'],
  },
  {
    id: '3.3-keys-per-number',
    section: '3.3',
    rule: 'A key belongs to the number it was used with.',
    boundaries: ['same-key-two-numbers'],
  },
];

export const section3: readonly Statement[] = [...messageStatus, ...templateStatus, ...idempotencyKey];
