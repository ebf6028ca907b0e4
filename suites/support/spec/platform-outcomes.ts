/**
 * How section 7 sorts what the platform answers a send, in the platform's own error codes (the
 * upstream contract's catalogue), with decision A57 where the spec is open. Only codes every
 * reading puts in the same row are listed for the spec profile.
 */
import type { components } from '../../../contracts/types/upstream.ts';

export type FaultAction = components['schemas']['FaultAction'];

/** The number's throughput limit: "the upstream platform is rate-limiting this number" → 429 `rate_limited`. */
export const numberRateLimit = 130429;

/**
 * Refusals of the message itself (4xx on the platform): bad parameters, undeliverable, outside
 * the platform's window, template problems, unregistered number. "The platform refused the
 * message" → 502 `send_failed`. Left out: rate limits other than 130429 (A57), the platform's
 * own auth and permission codes (a gateway may read them as its own 401/403), and 5xx codes
 * (outages under A57).
 */
export const refusalCodes: readonly number[] = [100, 131008, 131009, 131026, 131042, 131047, 131053, 132000, 132001, 132005, 132012, 132015, 132016, 133010];

/** The platform could not download the media of a send (among `refusalCodes`): section 7's media failure. */
export const mediaRefusal = 131053;

/** Outages on the send (A57): 502 `send_failed` preferred, 500 `internal_error` accepted. */
export const outages: readonly { name: string; action: FaultAction }[] = [
  { name: 'platform 131000 (HTTP 500)', action: { kind: 'platform-error', code: 131000 } },
  { name: 'platform 131016 (HTTP 503)', action: { kind: 'platform-error', code: 131016 } },
  ...([500, 502, 503, 504] as const).map((status) => ({ name: `bare HTTP ${status}`, action: { kind: 'http-status' as const, status } })),
  { name: 'connection reset', action: { kind: 'reset' } },
  { name: 'malformed body', action: { kind: 'malformed-body' } },
];

/** Decision A57, reference profile: the other platform rate limits and how the reference maps them. */
export const referenceRateMapping: readonly { code: number; status: number; answer: string }[] = [
  { code: 131056, status: 429, answer: 'rate_limited' },
  { code: 4, status: 502, answer: 'send_failed' },
  { code: 80007, status: 502, answer: 'send_failed' },
];
