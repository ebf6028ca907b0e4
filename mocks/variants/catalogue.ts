/**
 * Every allowed variant, by area, the builds with fewer test hooks, then the one that takes every
 * alternative at once. The order of the single variants is the order they are combined in: a
 * variant that replaces a step comes before those that wrap it, and those that rewrite an
 * answer's layout come last, so their layout is what leaves.
 */
import type { AllowedVariant } from './allowed-variant.ts';
import { capabilityVariants } from './builds/capabilities.ts';
import { failuresCountedPerAttempt, sentStatusAnnounced, signatureHexUpperCase, retriesKeepFirstTimestamp, eventLayoutFlat, retryScheduleLinear, deliveriesOneAtATime, deliveryIdsUnordered } from './builds/deliveries.ts';
import { namesJudgedAtDelivery, onlyNamedAddressesRefused } from './builds/endpoints.ts';
import { componentsForwardedAsGiven, interactiveShapeLeftToPlatform } from './builds/forwarded-as-given.ts';
import { messageIdsAsUuids } from './builds/ids.ts';
import { equalTimesIdDescending, emptyLastPage, pagesCappedAtSeven, cursorInHex, sendableSpellingsLenient, unknownQueryRefused, limitLeadingZerosRefused, cursorWithoutFilter } from './builds/listing.ts';
import { apiSourceNamedOtherwise, recordNullsLeftOut, replayReRendered, sentAtUnknownAtSend, unsendableReasonLeftOut } from './builds/records.ts';
import { otherBodyInFlightReused } from './builds/idempotency.ts';
import { codeButtonReadByCategory, loopbackExemptionLiteralOnly, repeatedCursorAs422, servedDocumentAsNarrowAsText, validationMessagesInProse } from './builds/readings.ts';
import { keyedSendsUnevenlySlow, requestsOneAtATime } from './builds/request-concurrency.ts';
import { documentsNeedToken, legacyPathForbidden, missingTokenOtherMessage, nonJsonBodyAs400, nonJsonBodyAs415, outageAs500, oversizedBodyAs413, replayedFalseOnFreshSends, requestIdHeader, wrongMethodAs404 } from './builds/refusals.ts';
import { malformedLanguageRefused, buttonTitlesCheckedLocally, emptyOptionalStringsRefused } from './builds/sends.ts';
import { errorProseReworded, keysReorderedAndIndented, timestampsInWholeSeconds, timestampsWithOffset, unknownFieldsAndHeaders } from './builds/wire-format.ts';
import { everyAlternative } from './every-alternative.ts';

/** The single variants, each taking one other choice. */
export const singleVariants: readonly AllowedVariant[] = [
  nonJsonBodyAs415,
  nonJsonBodyAs400,
  oversizedBodyAs413,
  missingTokenOtherMessage,
  wrongMethodAs404,
  legacyPathForbidden,
  documentsNeedToken,
  replayedFalseOnFreshSends,
  requestIdHeader,
  outageAs500,
  otherBodyInFlightReused,
  keyedSendsUnevenlySlow,
  requestsOneAtATime,
  componentsForwardedAsGiven,
  interactiveShapeLeftToPlatform,
  codeButtonReadByCategory,
  malformedLanguageRefused,
  buttonTitlesCheckedLocally,
  emptyOptionalStringsRefused,
  messageIdsAsUuids,
  recordNullsLeftOut,
  sentAtUnknownAtSend,
  apiSourceNamedOtherwise,
  unsendableReasonLeftOut,
  equalTimesIdDescending,
  emptyLastPage,
  pagesCappedAtSeven,
  cursorWithoutFilter,
  cursorInHex,
  sendableSpellingsLenient,
  unknownQueryRefused,
  limitLeadingZerosRefused,
  repeatedCursorAs422,
  failuresCountedPerAttempt,
  sentStatusAnnounced,
  signatureHexUpperCase,
  retriesKeepFirstTimestamp,
  eventLayoutFlat,
  retryScheduleLinear,
  deliveriesOneAtATime,
  deliveryIdsUnordered,
  onlyNamedAddressesRefused,
  namesJudgedAtDelivery,
  loopbackExemptionLiteralOnly,
  servedDocumentAsNarrowAsText,
  timestampsWithOffset,
  timestampsInWholeSeconds,
  unknownFieldsAndHeaders,
  errorProseReworded,
  validationMessagesInProse,
  replayReRendered,
  keysReorderedAndIndented,
];

/** Alternatives that exclude each other: the combined variant takes the first of each pair. */
export const conflicts: readonly (readonly [taken: string, leftOut: string, why: string])[] = [
  ['non-json-body-as-415', 'non-json-body-as-400', 'a body that is not JSON gets one status'],
];

/**
 * Every variant: the single ones, the builds with fewer test hooks (`builds/capabilities.ts`, kept
 * out of the combination, which needs every hook to reach the choices it takes), and last the one
 * taking every alternative.
 */
export const allowedVariants: readonly AllowedVariant[] = [...singleVariants, ...capabilityVariants, everyAlternative(singleVariants, conflicts.map(([, leftOut]) => leftOut))];

export function allowedVariant(name: string): AllowedVariant | undefined {
  return allowedVariants.find((v) => v.name === name);
}
