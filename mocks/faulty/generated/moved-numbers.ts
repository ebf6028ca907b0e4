/**
 * Builds with one number of the spec moved: each limit by one each way (the classic off-by-one,
 * and the limit written one too low), each default to other plausible values, each duration by one
 * of the unit the spec states it in. The build is the reference with that number changed in its
 * `limits` part and nothing else, so what it breaks is exactly what the number decides.
 */
import { limitAt, withLimit, type LimitKey } from '../../reference/limits/contract-sites.ts';
import { specLimits } from '../../reference/limits/spec-limits.ts';
import type { Breaks, OpenFault } from '../faulty-build.ts';
import type { GeneratedFault } from './generated-fault.ts';

interface Move {
  name: string;
  deviation: string;
  breaks: Breaks;
  open?: OpenFault;
}

function moved(key: LimitKey, section: string, to: number | string, move: Move): GeneratedFault {
  const limits = withLimit(specLimits, key, to);
  // One limits object per build, so the send check compiles its schemas once for it.
  return { ...move, section, change: { kind: 'moved', key, from: limitAt(specLimits, key), to }, parts: () => ({ limits }) };
}

const n = (key: LimitKey): number => limitAt(specLimits, key) as number;

const tooLong = { '4.1-malformed-422': ['field-too-long'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] };

/** A length limit of the send body (sections 2.1, 2.3, 8) one too high and one too low. */
function maxLength(key: LimitKey, slug: string, field: string, statement: string, section: string): GeneratedFault[] {
  const limit = n(key);
  return [
    moved(key, section, limit + 1, {
      name: `${slug}-limit-${limit + 1}`,
      deviation: `A ${field} of ${limit + 1} characters is accepted and sent: the limit is written ${limit + 1} instead of ${limit}.`,
      breaks: { [statement]: ['one-past-limit'], ...tooLong },
    }),
    moved(key, section, limit - 1, {
      name: `${slug}-limit-${limit - 1}`,
      deviation: `A ${field} of exactly ${limit} characters is refused: the limit is written ${limit - 1} instead of ${limit}.`,
      breaks: { [statement]: ['at-limit'] },
    }),
  ];
}

const lengths: GeneratedFault[] = [
  ...maxLength('text', 'text', 'text', '2.1-text-max-4096', '8'),
  ...maxLength('mediaCaption', 'caption', 'media_caption', '2.1-caption-max-1024', '8'),
  ...maxLength('footer', 'footer', 'footer', '2.3-footer-max-60', '8'),
  ...maxLength('buttonText', 'button-text', 'list button_text', '2.3-button-text-max-20', '8'),
  ...maxLength('sectionTitle', 'section-title', 'section title', '2.3-section-title-max-24', '8'),
  ...maxLength('rowDescription', 'row-description', 'row description', '2.3-row-description-max-72', '8'),
];

const overCount = { '8-payload-limits-local': ['over-limit-422-nothing-sent'] };

const counts: GeneratedFault[] = [
  moved('buttons', '8', n('buttons') + 1, {
    name: `buttons-limit-${n('buttons') + 1}`,
    deviation: `A buttons message with ${n('buttons') + 1} reply buttons is accepted and sent.`,
    breaks: { '2.3-buttons-max-3': ['four-buttons-422'], '4.1-interactive-422': ['four-buttons'], ...overCount },
  }),
  moved('buttons', '8', n('buttons') - 1, {
    name: `buttons-limit-${n('buttons') - 1}`,
    deviation: `A buttons message with ${n('buttons')} reply buttons is refused: the limit is written ${n('buttons') - 1}.`,
    breaks: { '2.3-buttons-max-3': ['three-buttons-sent'] },
  }),
  moved('rows.max', '8', n('rows.max') + 1, {
    name: `rows-max-${n('rows.max') + 1}`,
    deviation: `A list of ${n('rows.max') + 1} rows is accepted and sent.`,
    breaks: { '2.3-rows-1-to-10': ['eleven-rows-one-section', 'eleven-rows-across-sections-422'], '4.1-interactive-422': ['eleven-rows'], ...overCount },
  }),
  moved('rows.max', '8', n('rows.max') - 1, {
    name: `rows-max-${n('rows.max') - 1}`,
    deviation: `A list of ${n('rows.max')} rows is refused: the limit is written ${n('rows.max') - 1}.`,
    breaks: { '2.3-rows-1-to-10': ['ten-rows-one-section', 'ten-rows-across-sections-sent'] },
  }),
  moved('rows.min', '8', n('rows.min') - 1, {
    name: `rows-min-${n('rows.min') - 1}`,
    deviation: 'A list without a single row is accepted and sent.',
    breaks: { '2.3-rows-1-to-10': ['no-rows-422'], '4.1-interactive-422': ['sections-empty'] },
  }),
  moved('rows.min', '8', n('rows.min') + 1, {
    name: `rows-min-${n('rows.min') + 1}`,
    deviation: 'A list of one row is refused: at least two are asked for.',
    breaks: { '2.3-rows-1-to-10': ['one-row-sent'] },
  }),
];

const badCode = { '4.1-invalid-code-422': ['invalid-string-code'], '7-invalid-one-time-code-422': ['invalid-code'] };

const oneTimeCodes: GeneratedFault[] = [
  moved('oneTimeCode.max', '4.1', n('oneTimeCode.max') + 1, {
    name: `code-max-${n('oneTimeCode.max') + 1}`,
    deviation: `A one-time code of ${n('oneTimeCode.max') + 1} characters is accepted and sent.`,
    breaks: { '4.1-code-string-1-15': ['one-past-limit'], ...badCode },
  }),
  moved('oneTimeCode.max', '4.1', n('oneTimeCode.max') - 1, {
    name: `code-max-${n('oneTimeCode.max') - 1}`,
    deviation: `A one-time code of ${n('oneTimeCode.max')} characters is refused with 422 invalid_one_time_code.`,
    breaks: { '4.1-code-string-1-15': ['at-limit'] },
  }),
  moved('oneTimeCode.min', '4.1', n('oneTimeCode.min') - 1, {
    name: `code-min-${n('oneTimeCode.min') - 1}`,
    deviation: 'An empty one-time code is accepted and sent.',
    breaks: { '4.1-code-string-1-15': ['empty-422'], ...badCode },
  }),
  moved('oneTimeCode.min', '4.1', n('oneTimeCode.min') + 1, {
    name: `code-min-${n('oneTimeCode.min') + 1}`,
    deviation: 'A one-time code of one character is refused with 422 invalid_one_time_code.',
    breaks: { '4.1-code-string-1-15': ['one-char-sent'] },
  }),
];

const badLimit = { '7-validation-error-422': ['malformed-query'] };
const defaultLimit = n('listingLimit.default');
const smallerDefault = (to: number): GeneratedFault =>
  moved('listingLimit.default', '4.2', to, {
    name: `listing-default-${to}`,
    deviation: `A listing without limit holds at most ${to} templates a page instead of ${defaultLimit}.`,
    breaks: { '4.2-limit-range': ['default-pages-as-limit-25', 'default-25-of-30-has-more'] },
  });
const largerDefault = (to: number): GeneratedFault =>
  moved('listingLimit.default', '4.2', to, {
    name: `listing-default-${to}`,
    deviation: `A listing without limit holds up to ${to} templates a page instead of ${defaultLimit}.`,
    breaks: { '4.2-limit-range': ['default-pages-as-limit-25', 'default-25-of-30-has-more'] },
  });

const listing: GeneratedFault[] = [
  moved('listingLimit.max', '4.2', n('listingLimit.max') + 1, {
    name: `listing-limit-max-${n('listingLimit.max') + 1}`,
    deviation: `A listing with limit=${n('listingLimit.max') + 1} is served instead of refused with 422 validation_error.`,
    breaks: { '4.2-limit-range': ['limit-101'], '4.2-limit-out-of-range-422': ['limit-101'], ...badLimit },
  }),
  moved('listingLimit.max', '4.2', n('listingLimit.max') - 1, {
    name: `listing-limit-max-${n('listingLimit.max') - 1}`,
    deviation: `A listing with limit=${n('listingLimit.max')} is refused with 422 validation_error.`,
    breaks: { '4.2-limit-range': ['limit-100'] },
  }),
  moved('listingLimit.min', '4.2', n('listingLimit.min') - 1, {
    name: `listing-limit-min-${n('listingLimit.min') - 1}`,
    deviation: 'A listing with limit=0 is served instead of refused with 422 validation_error.',
    breaks: { '4.2-limit-range': ['limit-0'], '4.2-limit-out-of-range-422': ['limit-0'], ...badLimit },
  }),
  moved('listingLimit.min', '4.2', n('listingLimit.min') + 1, {
    name: `listing-limit-min-${n('listingLimit.min') + 1}`,
    deviation: 'A listing with limit=1 is refused with 422 validation_error.',
    breaks: { '4.2-limit-range': ['limit-1'] },
  }),
  ...[defaultLimit - 1, 20, 10].map(smallerDefault),
  ...[defaultLimit + 1, 50, 100].map(largerDefault),
];

const defaults: GeneratedFault[] = [
  moved('typeDefault', '2.1', 'template', {
    name: 'type-default-template',
    deviation: 'A send without type is read as a template send, so a bare text is refused for want of template_name.',
    breaks: { '2.1-type-default-text': ['type-omitted'] },
  }),
  ...['Menu', 'Options'].map((label) =>
    moved('buttonTextDefault', '2.3', label, {
      name: `button-text-default-${label.toLowerCase()}`,
      deviation: `A list without button_text opens with a button labelled ${label} instead of View.`,
      breaks: { '2.3-button-text-default': ['button-text-omitted-is-view'] },
    }),
  ),
];

const hours = n('windowHours');
const kept = n('keyRetentionHours');
const failures = n('failedDeliveriesBeforeDisable');
const days = n('attemptHistoryDays');

const durations: GeneratedFault[] = [
  moved('windowHours', '1', hours - 1, {
    name: `window-${hours - 1}-hours`,
    deviation: `The messaging window closes ${hours - 1} hours after the customer's last inbound message.`,
    breaks: { '1-window-free-form': ['at-23h59-sent'] },
  }),
  moved('windowHours', '1', hours + 1, {
    name: `window-${hours + 1}-hours`,
    deviation: `The messaging window stays open ${hours + 1} hours after the customer's last inbound message.`,
    breaks: { '1-window-free-form': ['at-24h01-409'], '4.1-window-409': ['at-24h01-409'], '7-outside-window-409': ['window-closed'] },
  }),
  moved('keyRetentionHours', '3.3', kept - 1, {
    name: `key-retention-${kept - 1}-hours`,
    deviation: `A stored idempotency key is dropped ${kept - 1} hours after its first request, so a retry then is sent again.`,
    breaks: { '3.3-success-kept-24h': ['replay-within-24h'] },
  }),
  moved('keyRetentionHours', '3.3', kept + 1, {
    name: `key-retention-${kept + 1}-hours`,
    deviation: `A stored idempotency key is kept ${kept + 1} hours, so a request after ${kept} hours is replayed instead of sent.`,
    breaks: { '3.3-success-kept-24h': ['fresh-after-24h'] },
  }),
  moved('failedDeliveriesBeforeDisable', '6', failures - 1, {
    name: `auto-disable-after-${failures - 1}`,
    deviation: `A subscription is switched off after ${failures - 1} consecutive failed events.`,
    breaks: { '6-auto-disable-20': [] },
    open: {
      kind: 'decision',
      decisions: ['A51'],
      why: `failures counted per attempt may switch a subscription off after fewer than ${failures} failed events, so the exact switch point is not judged`,
    },
  }),
  moved('failedDeliveriesBeforeDisable', '6', failures + 1, {
    name: `auto-disable-after-${failures + 1}`,
    deviation: `A subscription stays active after ${failures} consecutive failed events, until the ${failures + 1}st.`,
    breaks: { '6-auto-disable-20': ['twenty-disables'] },
  }),
  moved('attemptHistoryDays', '8', days - 1, {
    name: `attempt-history-${days - 1}-days`,
    deviation: `Delivery attempts are listed for ${days - 1} days instead of ${days}.`,
    breaks: { '8-attempt-history-7-days': ['history-at-6-days'] },
  }),
  moved('attemptHistoryDays', '8', days + 1, {
    name: `attempt-history-${days + 1}-days`,
    deviation: `Delivery attempts are listed for ${days + 1} days instead of ${days}.`,
    breaks: { '8-attempt-history-7-days': ['history-past-7-days'] },
  }),
];

/** Every moved-number build, by the part of the spec its number belongs to. */
export const movedNumbers: readonly GeneratedFault[] = [...lengths, ...counts, ...oneTimeCodes, ...listing, ...defaults, ...durations];
