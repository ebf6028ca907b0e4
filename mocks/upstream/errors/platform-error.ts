/**
 * The one builder of the platform's error answer: status and title from the contract's catalogue,
 * the envelope shaped as the platform shapes it.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../../contracts/types/upstream.ts';
import { errorCatalogue } from './error-catalogue.ts';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export interface PlatformErrorOptions {
  /** Goes to `error_data.details`. */
  details?: string;
  /** Replaces the default `(#code) title` message. */
  message?: string;
  subcode?: number;
}

export interface PlatformErrorAnswer {
  status: number;
  body: ErrorEnvelope;
}

// The platform's messaging codes (130000 and up) always carry error_data; Graph-level codes only
// when there is something to explain.
const firstMessagingCode = 130_000;

// Unknown-alias errors, and reads of objects that do not exist (100 with subcode 33), come from
// the Graph layer, not the OAuth one; every other code the platform answers a send or a listing
// with is typed OAuthException.
const errorTypes: Record<number, string> = { 803: 'GraphMethodException' };
const unknownObjectSubcode = 33;

// Every error answer gets its own trace id, as on the platform, where a client quotes it to
// support to find that one request; a count keeps them distinct without a random source.
let tracesIssued = 0;

/** Looks random, differs for every error built, even for two equal refusals. */
function traceId(parts: unknown[]): string {
  tracesIssued += 1;
  return `A${createHash('sha256').update(`${tracesIssued}:${JSON.stringify(parts)}`).digest('base64url').slice(0, 22)}`;
}

/** The status and envelope of platform error `code`; throws for a code the contract does not list. */
export function platformError(code: number, options: PlatformErrorOptions = {}): PlatformErrorAnswer {
  const entry = errorCatalogue().get(code);
  if (!entry) throw new Error(`error code ${code} is not in the upstream contract's x-platform-error-codes`);
  const message = options.message ?? `(#${code}) ${entry.title}`;
  const details = options.details ?? (code >= firstMessagingCode ? entry.meaning : undefined);
  const error: ErrorEnvelope['error'] = {
    message,
    type: errorTypes[code] ?? (options.subcode === unknownObjectSubcode ? 'GraphMethodException' : 'OAuthException'),
    code,
    ...(options.subcode === undefined ? {} : { error_subcode: options.subcode }),
    ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
    ...(entry.retryable ? { is_transient: true } : {}),
    fbtrace_id: traceId([code, options.subcode, message, details]),
  };
  return { status: entry.status, body: { error } };
}
