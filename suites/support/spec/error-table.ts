/**
 * Section 7 of the spec as data: each error code, its status, and which operations may answer
 * with it. The suite's oracle for the error catalogue, written from the spec's own table.
 */
export type PublicOperation = 'sendMessage' | 'listTemplates';

export interface SpecErrorCode {
  code: string;
  status: number;
  retryable: boolean;
  operations: PublicOperation[];
}

const both: PublicOperation[] = ['sendMessage', 'listTemplates'];
const send: PublicOperation[] = ['sendMessage'];
const list: PublicOperation[] = ['listTemplates'];

export const specErrorTable: readonly SpecErrorCode[] = [
  { code: 'invalid_template', status: 400, retryable: false, operations: send },
  { code: 'ambiguous_number', status: 400, retryable: false, operations: both },
  { code: 'invalid_cursor', status: 400, retryable: false, operations: list },
  { code: 'not_authenticated', status: 401, retryable: false, operations: both },
  { code: 'plan_feature_locked', status: 402, retryable: false, operations: both },
  { code: 'plan_limit_reached', status: 402, retryable: false, operations: send },
  { code: 'number_not_for_token', status: 403, retryable: false, operations: both },
  { code: 'account_suspended', status: 403, retryable: false, operations: both },
  { code: 'outside_messaging_window', status: 409, retryable: false, operations: send },
  { code: 'idempotency_in_progress', status: 409, retryable: true, operations: send },
  { code: 'invalid_one_time_code', status: 422, retryable: false, operations: send },
  { code: 'template_not_found', status: 422, retryable: false, operations: send },
  { code: 'idempotency_key_reused', status: 422, retryable: false, operations: send },
  { code: 'validation_error', status: 422, retryable: false, operations: both },
  { code: 'rate_limited', status: 429, retryable: true, operations: send },
  { code: 'internal_error', status: 500, retryable: true, operations: both },
  { code: 'send_failed', status: 502, retryable: true, operations: send },
];

/** Statuses GET templates never answers (section 7, per-endpoint statuses). */
export const neverOnListTemplates: readonly number[] = [409, 429, 502];
