/**
 * Builds generated from the error catalogue of section 7 (the contract's `x-error-catalogue`):
 * each answers one code with the status a team could mistake for its own (400 for a validation
 * error, 404 for an unknown template, 403 for a missing plan), the code and message unchanged.
 */
import type { Breaks } from '../faulty-build.ts';
import type { WireChange } from '../kit/wire.ts';
import type { GeneratedFault } from './generated-fault.ts';

interface CodeFault {
  code: string;
  status: number;
  /** The plausible wrong status. */
  instead: number;
  /** The statement giving the code its status, and its cases. */
  statement: Breaks;
  /** Whether the listing can answer the code (section 7's per-endpoint statuses). */
  onListing: boolean;
}

const codes: readonly CodeFault[] = [
  { code: 'invalid_template', status: 400, instead: 422, statement: { '7-invalid-template-400': ['wrong-language', 'unsendable-status', 'parameters-mismatch'] }, onListing: false },
  { code: 'ambiguous_number', status: 400, instead: 422, statement: { '7-ambiguous-number-400': ['send-without-header', 'listing-without-header'] }, onListing: true },
  { code: 'invalid_cursor', status: 400, instead: 422, statement: { '7-invalid-cursor-400': ['malformed-cursor'] }, onListing: true },
  { code: 'not_authenticated', status: 401, instead: 403, statement: { '7-not-authenticated-401': ['missing', 'unknown', 'rotated-away'] }, onListing: true },
  { code: 'plan_feature_locked', status: 402, instead: 403, statement: { '7-plan-feature-locked-402': ['plan-without-api'] }, onListing: true },
  { code: 'plan_limit_reached', status: 402, instead: 403, statement: { '7-plan-limit-reached-402': ['new-number-at-limit'] }, onListing: false },
  { code: 'number_not_for_token', status: 403, instead: 400, statement: { '7-number-not-for-token-403': ['one-number-other-id', 'shared-other-id'] }, onListing: true },
  { code: 'account_suspended', status: 403, instead: 401, statement: { '7-account-suspended-403': ['suspended'] }, onListing: true },
  { code: 'outside_messaging_window', status: 409, instead: 400, statement: { '7-outside-window-409': ['window-closed', 'never-wrote'] }, onListing: false },
  { code: 'idempotency_in_progress', status: 409, instead: 429, statement: { '3.3-in-flight-409': ['in-flight-same-body-409'] }, onListing: false },
  { code: 'invalid_one_time_code', status: 422, instead: 400, statement: { '7-invalid-one-time-code-422': ['invalid-code', 'no-code'] }, onListing: false },
  { code: 'template_not_found', status: 422, instead: 404, statement: { '7-template-not-found-422': ['not-on-account', 'platform-could-not-be-asked'] }, onListing: false },
  { code: 'idempotency_key_reused', status: 422, instead: 409, statement: { '3.3-other-body-422': ['other-body-422'] }, onListing: false },
  { code: 'validation_error', status: 422, instead: 400, statement: { '7-validation-error-422': ['malformed-body', 'broken-json', 'malformed-query'] }, onListing: true },
  { code: 'rate_limited', status: 429, instead: 503, statement: { '7-rate-limited-429': ['platform-throttles'] }, onListing: false },
  { code: 'internal_error', status: 500, instead: 503, statement: { '7-internal-error-500': ['service-failure-500'] }, onListing: true },
  { code: 'send_failed', status: 502, instead: 503, statement: { '7-send-failed-502': ['platform-refusal'] }, onListing: false },
];

function restatus(fault: CodeFault): WireChange {
  const marker = `"code":"${fault.code}"`;
  return (exchange) => {
    const { method: _method, path: _path, requestHeaders: _headers, ...answer } = exchange;
    return answer.status === fault.status && answer.body.includes(marker) ? { ...answer, status: fault.instead } : answer;
  };
}

/** One build per code of the catalogue. */
export const errorStatuses: readonly GeneratedFault[] = codes.map((f) => ({
  name: `${f.code.replaceAll('_', '-')}-status-${f.instead}`,
  deviation: `An error with code ${f.code} is answered with status ${f.instead} instead of ${f.status}, its code and message unchanged.`,
  section: '7',
  breaks: {
    ...f.statement,
    '7-code-status-pairs': f.onListing ? ['send-codes-at-table-status', 'listing-codes-at-table-status'] : ['send-codes-at-table-status'],
    '7-send-any-code': ['send-answers-each-code'],
  },
  change: { kind: 'table-entry', table: 'error catalogue (7)', entry: f.code },
  wire: restatus(f),
}));
