/**
 * Every faulty build, grouped by the spec area it breaks. The kill table runs them in this
 * order, and `serve faulty` finds them here by name.
 */
import type { FaultyBuild } from './faulty-build.ts';
import { foreignNumberIdIgnored } from './builds/auth/foreign-number-id-ignored.ts';
import { missingTokenOther401 } from './builds/auth/missing-token-other-401.ts';
import { planLockSkippedOnSend } from './builds/auth/plan-lock-skipped-on-send.ts';
import { rotatedTokenStillAccepted } from './builds/auth/rotated-token-still-accepted.ts';
import { sharedTokenActsAsFirstNumber } from './builds/auth/shared-token-acts-as-first-number.ts';
import { suspendedWorkspaceAs401 } from './builds/auth/suspended-workspace-as-401.ts';
import { nonBearerAuthorizationAs400 } from './builds/auth/non-bearer-authorization-as-400.ts';
import { bodyJudgedBeforeToken } from './builds/auth/body-judged-before-token.ts';
import { fourthButtonAccepted } from './builds/validation/fourth-button-accepted.ts';
import { locationSentAsText } from './builds/validation/location-sent-as-text.ts';
import { repeatedOptionIdsAccepted } from './builds/validation/repeated-option-ids-accepted.ts';
import { rowsCountedPerSection } from './builds/validation/rows-counted-per-section.ts';
import { text4097Accepted } from './builds/validation/text-4097-accepted.ts';
import { textCountedInBytes } from './builds/validation/text-counted-in-bytes.ts';
import { listLimitsOnFirstSectionOnly } from './builds/validation/list-limits-on-first-section-only.ts';
import { limitsCountedInBytes } from './builds/validation/limits-counted-in-bytes.ts';
import { failedSendKeepsKey } from './builds/idempotency/failed-send-keeps-key.ts';
import { inFlightKeyNotLocked } from './builds/idempotency/in-flight-key-not-locked.ts';
import { keysKeptOneHour } from './builds/idempotency/keys-kept-one-hour.ts';
import { keysSharedAcrossNumbers } from './builds/idempotency/keys-shared-across-numbers.ts';
import { replayWithoutReplayedHeader } from './builds/idempotency/replay-without-replayed-header.ts';
import { reusedKeyReplaysOtherBody } from './builds/idempotency/reused-key-replays-other-body.ts';
import { reusedKeyAddedFieldReplays } from './builds/idempotency/reused-key-added-field-replays.ts';
import { reusedKeyOtherTemplateValueReplays } from './builds/idempotency/reused-key-other-template-value-replays.ts';
import { reusedKeyOtherTypeReplays } from './builds/idempotency/reused-key-other-type-replays.ts';
import { unkeyedRepeatReplayed } from './builds/idempotency/unkeyed-repeat-replayed.ts';
import { extraTemplateValuesRefusedLocally } from './builds/templates/extra-template-values-refused-locally.ts';
import { languagePrefixFallback } from './builds/templates/language-prefix-fallback.ts';
import { namedValuesSentPositionally } from './builds/templates/named-values-sent-positionally.ts';
import { oneTimeCodeInContent } from './builds/templates/one-time-code-in-content.ts';
import { oneTimeCodeTrimmed } from './builds/templates/one-time-code-trimmed.ts';
import { oneTimeCodeSentWithoutName } from './builds/templates/one-time-code-sent-without-name.ts';
import { oneTimeCodeArrayUnwrapped } from './builds/templates/one-time-code-array-unwrapped.ts';
import { templateContentFilledIn } from './builds/templates/template-content-filled-in.ts';
import { templateInReviewRefusedLocally } from './builds/templates/template-in-review-refused-locally.ts';
import { unknownTemplateAs400 } from './builds/templates/unknown-template-as-400.ts';
import { audioCaptionForwarded } from './builds/send/audio-caption-forwarded.ts';
import { mediaRecordedAsMedia } from './builds/send/media-recorded-as-media.ts';
import { typeReadCaseInsensitively } from './builds/send/type-read-case-insensitively.ts';
import { languageCaseFolded } from './builds/templates/language-case-folded.ts';
import { toCutToFifteenDigits } from './builds/send/to-cut-to-fifteen-digits.ts';
import { toLettersReadAsKeypadDigits } from './builds/send/to-letters-read-as-keypad-digits.ts';
import { quotedReplyForwarded } from './builds/send/quoted-reply-forwarded.ts';
import { ctaUrlNormalised } from './builds/send/cta-url-normalised.ts';
import { repeatTemplateAddsContact } from './builds/window/repeat-template-adds-contact.ts';
import { contactLimitNotEnforced } from './builds/window/contact-limit-not-enforced.ts';
import { refusedTemplateCreatesContact } from './builds/window/refused-template-creates-contact.ts';
import { sendLeavesAgentRunning } from './builds/window/send-leaves-agent-running.ts';
import { templateNeedsOpenWindow } from './builds/window/template-needs-open-window.ts';
import { windowFromLastOutbound } from './builds/window/window-from-last-outbound.ts';
import { cursorSkipsBoundaryItem } from './builds/listing/cursor-skips-boundary-item.ts';
import { garbageCursorRestarts } from './builds/listing/garbage-cursor-restarts.ts';
import { invalidCursorAs422 } from './builds/listing/invalid-cursor-as-422.ts';
import { defaultPageOfTen } from './builds/listing/default-page-of-ten.ts';
import { emptyCursorAs422 } from './builds/listing/empty-cursor-as-422.ts';
import { cursorNamesItsNumber } from './builds/listing/cursor-names-its-number.ts';
import { limitOver100Capped } from './builds/listing/limit-over-100-capped.ts';
import { limitZeroAccepted } from './builds/listing/limit-zero-accepted.ts';
import { listingAsksPlatform } from './builds/listing/listing-asks-platform.ts';
import { listingOldestFirst } from './builds/listing/listing-oldest-first.ts';
import { nameParameterFilters } from './builds/listing/name-parameter-filters.ts';
import { onlyApprovedListedSendable } from './builds/listing/only-approved-listed-sendable.ts';
import { sendableFalseListsAll } from './builds/listing/sendable-false-lists-all.ts';
import { deliveryIdPerAttempt } from './builds/events/delivery-id-per-attempt.ts';
import { mappedAddressesAccepted } from './builds/events/mapped-addresses-accepted.ts';
import { namedHostAddressesUnjudged } from './builds/events/named-host-addresses-unjudged.ts';
import { neverAutoDisabled } from './builds/events/never-auto-disabled.ts';
import { refusedConnectionCountedDelivered } from './builds/events/refused-connection-counted-delivered.ts';
import { unansweredAttemptCountedDelivered } from './builds/events/unanswered-attempt-counted-delivered.ts';
import { reregisteredStillDisabled } from './builds/events/reregistered-still-disabled.ts';
import { reregisteredKeepsOldSecret } from './builds/events/reregistered-keeps-old-secret.ts';
import { private172AsSlash16 } from './builds/events/private-172-as-slash-16.ts';
import { signatureWithoutTimestamp } from './builds/events/signature-without-timestamp.ts';
import { successKeepsFailureCount } from './builds/events/success-keeps-failure-count.ts';
import { timestampInMilliseconds } from './builds/events/timestamp-in-milliseconds.ts';
import { errorsInEnvelope } from './builds/errors/errors-in-envelope.ts';
import { internalFailureAfterSend } from './builds/errors/internal-failure-after-send.ts';
import { internalFailureAs502 } from './builds/errors/internal-failure-as-502.ts';
import { internalFailureLeaksStack } from './builds/errors/internal-failure-leaks-stack.ts';
import { rateLimitAs502 } from './builds/errors/rate-limit-as-502.ts';
import { mediaRefusalBlamedOnCaller } from './builds/errors/media-refusal-blamed-on-caller.ts';
import { requestIdInErrorBodies } from './builds/errors/request-id-in-error-bodies.ts';
import { rateLimitHeadersAdded } from './builds/errors/rate-limit-headers-added.ts';
import { validationErrorWithoutDetail } from './builds/errors/validation-error-without-detail.ts';
import { planLockedPerNumber } from './builds/auth/plan-locked-per-number.ts';
import { brokenJsonAs400 } from './builds/send/broken-json-as-400.ts';
import { ctaUrlRefused, otherKindsLetThrough } from './builds/send/interactive-kinds-faults.ts';
import { firstRequestMarkedReplayed } from './builds/idempotency/first-request-marked-replayed.ts';
import { idempotencyKeyRefused } from './builds/idempotency/idempotency-key-refused.ts';
import { templateChecksSkipped } from './builds/templates/template-checks-skipped.ts';
import { codeKeptInRecord, templateComponentsRequired, templatesNeverLookedUp } from './builds/templates/template-send-faults.ts';
import { valuesFilledInReverse } from './builds/templates/values-filled-in-reverse.ts';
import { lowerCaseTypesRefused } from './builds/templates/lower-case-types-refused.ts';
import { missingUrlValueRefused, staticButtonValueRefused } from './builds/templates/button-values-checked-locally.ts';
import { agentNeverResumes, takeoverDisabledStillPauses } from './builds/window/agent-pause-faults.ts';
import { windowCheckedAfterSending } from './builds/window/window-checked-after-sending.ts';
import { listingWithoutToken, pageParameterHonoured, sendableReadLoosely } from './builds/listing/listing-query-faults.ts';
import { eventNameWithUnderscore, firstSecretForEverySubscription } from './builds/events/delivery-header-faults.ts';
import { deliveriesNeverRetried } from './builds/events/deliveries-never-retried.ts';
import { eventPayloads } from './builds/events/event-payloads.ts';
import { sendAnnouncements } from './builds/events/send-announcements.ts';
import { deliveredNotPassedOn, readStampsDeliveredAt } from './builds/events/status-moves-faults.ts';
import { subscriberFailureFailsSend } from './builds/events/subscriber-failure-fails-send.ts';
import { platformCodeOnRefusals, retryFlagOnErrors } from './builds/errors/error-body-faults.ts';
import { burstThrottled } from './builds/surface/burst-throttled.ts';
import { anyReplyResumesAgent, botWordIgnored } from './builds/window/bot-word-faults.ts';
import { codeButtonOutsideAuthenticationIgnored } from './builds/templates/code-button-outside-authentication-ignored.ts';
import { secretInDeliveryView } from './builds/events/secret-in-delivery-view.ts';
import { failedAttemptStatusDropped } from './builds/events/failed-attempt-status-dropped.ts';
import { messageSentForApiSendsOnly } from './builds/events/message-sent-for-api-sends-only.ts';
import { overrideLeavesAgentRunning, subscriptionAcceptedUnderOverride } from './builds/events/override-faults.ts';
import { aiAgentSettingsServed } from './builds/surface/ai-agent-settings-served.ts';
import { mediaUploadServed } from './builds/surface/media-upload-served.ts';

export const faultyBuilds: readonly FaultyBuild[] = [
  // authentication and number resolution (section 5)
  foreignNumberIdIgnored,
  missingTokenOther401,
  planLockSkippedOnSend,
  rotatedTokenStillAccepted,
  sharedTokenActsAsFirstNumber,
  suspendedWorkspaceAs401,
  nonBearerAuthorizationAs400,
  bodyJudgedBeforeToken,
  // validation limits (sections 2.3, 8) and the kinds that exist (1)
  fourthButtonAccepted,
  locationSentAsText,
  repeatedOptionIdsAccepted,
  rowsCountedPerSection,
  text4097Accepted,
  textCountedInBytes,
  listLimitsOnFirstSectionOnly,
  limitsCountedInBytes,
  // what a send puts before the platform and records (sections 1, 2.1, 2.2)
  audioCaptionForwarded,
  mediaRecordedAsMedia,
  quotedReplyForwarded,
  ctaUrlNormalised,
  toCutToFifteenDigits,
  toLettersReadAsKeypadDigits,
  typeReadCaseInsensitively,
  // idempotency keys (section 3.3)
  failedSendKeepsKey,
  inFlightKeyNotLocked,
  keysKeptOneHour,
  keysSharedAcrossNumbers,
  replayWithoutReplayedHeader,
  reusedKeyReplaysOtherBody,
  reusedKeyAddedFieldReplays,
  reusedKeyOtherTypeReplays,
  reusedKeyOtherTemplateValueReplays,
  unkeyedRepeatReplayed,
  // templates and one-time codes (sections 2.1, 2.2, 3.2, 4.1)
  extraTemplateValuesRefusedLocally,
  languageCaseFolded,
  languagePrefixFallback,
  namedValuesSentPositionally,
  oneTimeCodeInContent,
  oneTimeCodeTrimmed,
  oneTimeCodeSentWithoutName,
  oneTimeCodeArrayUnwrapped,
  codeButtonOutsideAuthenticationIgnored,
  templateContentFilledIn,
  templateInReviewRefusedLocally,
  unknownTemplateAs400,
  // the 24-hour window, the AI agent and contacts (sections 1, 4.1)
  contactLimitNotEnforced,
  refusedTemplateCreatesContact,
  repeatTemplateAddsContact,
  sendLeavesAgentRunning,
  templateNeedsOpenWindow,
  windowFromLastOutbound,
  botWordIgnored,
  anyReplyResumesAgent,
  // the template listing (sections 3.2, 4.2, 7)
  cursorSkipsBoundaryItem,
  garbageCursorRestarts,
  invalidCursorAs422,
  defaultPageOfTen,
  emptyCursorAs422,
  cursorNamesItsNumber,
  limitOver100Capped,
  limitZeroAccepted,
  listingAsksPlatform,
  listingOldestFirst,
  nameParameterFilters,
  onlyApprovedListedSendable,
  sendableFalseListsAll,
  // event deliveries (sections 4.3, 6)
  deliveryIdPerAttempt,
  mappedAddressesAccepted,
  namedHostAddressesUnjudged,
  neverAutoDisabled,
  refusedConnectionCountedDelivered,
  unansweredAttemptCountedDelivered,
  reregisteredStillDisabled,
  reregisteredKeepsOldSecret,
  private172AsSlash16,
  signatureWithoutTimestamp,
  successKeepsFailureCount,
  timestampInMilliseconds,
  secretInDeliveryView,
  failedAttemptStatusDropped,
  messageSentForApiSendsOnly,
  subscriptionAcceptedUnderOverride,
  overrideLeavesAgentRunning,
  // the error object, platform outcomes and headers (sections 2.7, 7, 8)
  errorsInEnvelope,
  internalFailureAfterSend,
  internalFailureAs502,
  internalFailureLeaksStack,
  rateLimitAs502,
  mediaRefusalBlamedOnCaller,
  requestIdInErrorBodies,
  rateLimitHeadersAdded,
  validationErrorWithoutDetail,
  // Builds that name no checks: each meets the checks claiming what it breaks, and the quick kill
  // table samples them with the generated builds.
  planLockedPerNumber,
  brokenJsonAs400,
  ctaUrlRefused,
  otherKindsLetThrough,
  firstRequestMarkedReplayed,
  idempotencyKeyRefused,
  ...templateChecksSkipped,
  valuesFilledInReverse,
  lowerCaseTypesRefused,
  staticButtonValueRefused,
  missingUrlValueRefused,
  templateComponentsRequired,
  templatesNeverLookedUp,
  codeKeptInRecord,
  windowCheckedAfterSending,
  agentNeverResumes,
  takeoverDisabledStillPauses,
  sendableReadLoosely,
  pageParameterHonoured,
  listingWithoutToken,
  ...eventPayloads,
  ...sendAnnouncements,
  eventNameWithUnderscore,
  firstSecretForEverySubscription,
  deliveredNotPassedOn,
  readStampsDeliveredAt,
  deliveriesNeverRetried,
  subscriberFailureFailsSend,
  retryFlagOnErrors,
  platformCodeOnRefusals,
  burstThrottled,
  // what is served beside the two operations (section 1)
  aiAgentSettingsServed,
  mediaUploadServed,
];

/** The build of that name, `undefined` when there is none. */
export function faultyBuild(name: string): FaultyBuild | undefined {
  return faultyBuilds.find((b) => b.name === name);
}
