/**
 * Every number the spec fixes for a gateway, in the unit the spec states it in: the table of
 * section 8 and the limits, defaults and counts of sections 1, 2.1, 2.3, 3.3, 4.1, 4.2, 5.7 and 6.
 * The reference reads its numbers from here and nowhere else (a gateway's `limits` part, so a
 * build can be made with one number moved); the gateway contract states the same numbers to the
 * public, and `contract-sites.test.ts` holds the two to agree. The conformance suite keeps its own
 * copy, written from the spec (`suites/support/spec/limits.ts`), and never reads this one.
 */

export interface SpecLimits {
  /** Section 2.1 and 8: `text`, in characters. */
  readonly text: number;
  /** Section 2.1 and 8: `media_caption` on an image, document or video, in characters. */
  readonly mediaCaption: number;
  /** Section 2.3 and 8: `interactive.footer`, in characters. */
  readonly footer: number;
  /** Section 2.3 and 8: reply buttons of a buttons message, at most. */
  readonly buttons: number;
  /** Section 2.3 and 8: a list's `button_text`, in characters. */
  readonly buttonText: number;
  /** Section 2.3 and 8: the `button_text` of a list that leaves it out. */
  readonly buttonTextDefault: string;
  /** Section 2.3 and 8: a section's `title`, in characters. */
  readonly sectionTitle: number;
  /** Section 2.3 and 8: the rows of a list, counted over all its sections together. */
  readonly rows: { readonly min: number; readonly max: number };
  /** Section 2.3 and 8: a row's `description`, in characters. */
  readonly rowDescription: number;
  /** Section 4.1 and 8: a one-time code, in characters. */
  readonly oneTimeCode: { readonly min: number; readonly max: number };
  /** Section 4.2 and 8: `limit` of `GET /api/v2/templates`, and its default. */
  readonly listingLimit: { readonly min: number; readonly max: number; readonly default: number };
  /** Section 2.1: the `type` of a send that leaves it out. */
  readonly typeDefault: string;
  /** Section 1: a free-form send is allowed this many hours after the customer's last inbound message. */
  readonly windowHours: number;
  /** Section 3.3 and 8: a stored idempotency key is kept this many hours. */
  readonly keyRetentionHours: number;
  /** Section 5.7 and 8: a subscriber rejects a delivery whose timestamp is further than this from its clock, in seconds. */
  readonly signatureToleranceSeconds: number;
  /** Section 6 and 8: consecutive failed deliveries that switch a subscription off. */
  readonly failedDeliveriesBeforeDisable: number;
  /** Section 8: days a subscription's delivery attempts stay listed. */
  readonly attemptHistoryDays: number;
  /** Section 8: days the event log is kept. No endpoint or control-plane view shows an event log, so nothing reads it. */
  readonly eventLogDays: number;
}

/** The numbers as the spec states them. */
export const specLimits: SpecLimits = Object.freeze({
  text: 4096,
  mediaCaption: 1024,
  footer: 60,
  buttons: 3,
  buttonText: 20,
  buttonTextDefault: 'View',
  sectionTitle: 24,
  rows: Object.freeze({ min: 1, max: 10 }),
  rowDescription: 72,
  oneTimeCode: Object.freeze({ min: 1, max: 15 }),
  listingLimit: Object.freeze({ min: 1, max: 100, default: 25 }),
  typeDefault: 'text',
  windowHours: 24,
  keyRetentionHours: 24,
  signatureToleranceSeconds: 300,
  failedDeliveriesBeforeDisable: 20,
  attemptHistoryDays: 7,
  eventLogDays: 30,
});

const hourMs = 3_600_000;

/** Hours in milliseconds, the gateway clock's unit. */
export const hoursMs = (hours: number): number => hours * hourMs;

/** Days in milliseconds. */
export const daysMs = (days: number): number => days * 24 * hourMs;
