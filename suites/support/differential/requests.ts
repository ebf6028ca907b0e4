/**
 * Builders of the steps the case families send: a send to `POST /api/v2/messages` (a JSON body,
 * or raw text with any media type) and a listing walk, with the caller's headers.
 */
import { templatesPath } from '../http/gateway-client.ts';
import type { CustomerWritesStep, Leeway, RecordKind, RequestStep, WalkStep } from './case-step.ts';

export interface Caller {
  /** The whole Authorization header; `null` sends none. */
  authorization: string | null;
  /** `X-Phone-Number-Id`; absent sends none, an empty string sends it empty. */
  phoneNumberId?: string;
}

export const bearer = (token: string): Caller => ({ authorization: `Bearer ${token}` });

function callerHeaders(caller: Caller): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller.authorization !== null) headers.authorization = caller.authorization;
  if (caller.phoneNumberId !== undefined) headers['x-phone-number-id'] = caller.phoneNumberId;
  return headers;
}

export interface SendStepOptions {
  label: string;
  section: string;
  caller: Caller;
  /** A JSON body, serialised once; or `raw` text instead. */
  body?: unknown;
  raw?: string;
  /** `null` sends no Content-Type; absent sends `application/json`. */
  contentType?: string | null;
  idempotencyKey?: string;
  leeway?: Leeway;
  invalid?: boolean;
  recordKind?: RecordKind;
  secrets?: readonly string[];
}

export function sendStep(options: SendStepOptions): RequestStep {
  const headers = callerHeaders(options.caller);
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  const step: RequestStep = {
    kind: 'request',
    label: options.label,
    section: options.section,
    request: { method: 'POST', path: '/api/v2/messages', headers, body: options.raw ?? JSON.stringify(options.body) },
  };
  if (options.leeway) step.leeway = options.leeway;
  if (options.invalid) step.invalid = true;
  if (options.recordKind) step.recordKind = options.recordKind;
  if (options.secrets) step.secrets = options.secrets;
  return step;
}

export interface ListStepOptions {
  label: string;
  section: string;
  caller: Caller;
  query?: readonly (readonly [string, string])[];
  /** Extra request headers (e.g. an Idempotency-Key, which a listing ignores). */
  headers?: Record<string, string>;
  leeway?: Leeway;
  invalid?: boolean;
}

/** One listing request, compared as it is (for queries that are refused). */
export function listStep(options: ListStepOptions): RequestStep {
  const step: RequestStep = {
    kind: 'request',
    label: options.label,
    section: options.section,
    request: { method: 'GET', path: templatesPath(options.query), headers: { ...callerHeaders(options.caller), ...options.headers } },
  };
  if (options.leeway) step.leeway = options.leeway;
  if (options.invalid) step.invalid = true;
  return step;
}

/** A listing read to its end, compared as the whole list it gives. */
export function walkStep(options: ListStepOptions & { createdAt?: ReadonlyMap<string, string> }): WalkStep {
  const step: WalkStep = {
    kind: 'walk',
    label: options.label,
    section: options.section,
    headers: { ...callerHeaders(options.caller), ...options.headers },
    query: options.query ?? [],
  };
  if (options.createdAt) step.createdAt = options.createdAt;
  if (options.leeway) step.leeway = options.leeway;
  if (options.invalid) step.invalid = true;
  return step;
}

export function customerWrites(phoneNumberId: string, customer: string, text = 'Hello, is my order ready?'): CustomerWritesStep {
  return { kind: 'customer-writes', phoneNumberId, customer, text };
}
