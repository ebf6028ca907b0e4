/**
 * Who is calling: the bearer token of the request against the tokens the platform issued.
 */
import type { PlatformState } from '../state/model.ts';
import { refusal, type Refusal } from './refusal.ts';

const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** A header that carries no token: empty, or the scheme alone. */
const noToken = Symbol('no token');

// A client sends the same header on every request; reading it once spares each send the
// patterns, their match array and the token's substring.
let lastHeader: string | undefined;
let lastReading: string | typeof noToken | undefined;

/** The token of a trimmed header, `noToken` when it carries none, `undefined` when it cannot be read. */
function read(header: string): string | typeof noToken | undefined {
  if (header !== lastHeader) {
    lastHeader = header;
    lastReading = header === '' || /^Bearer$/i.test(header) ? noToken : bearer.exec(header)?.[1];
  }
  return lastReading;
}

function issued(state: PlatformState, token: string): boolean {
  for (const number of state.numbers.values()) if (number.token === token) return true;
  return false;
}

/**
 * Refuses a request whose `Authorization` header carries no token (104), cannot be read as
 * `Bearer <token>` or names a token the platform never issued (190); otherwise answers the token itself.
 */
export function checkToken(state: PlatformState, authorization: string | undefined): Refusal | string {
  const token = read(authorization?.trim() ?? '');
  if (token === noToken) {
    return refusal(104, undefined, { message: 'No access token came with the request.' });
  }
  if (token === undefined) {
    return refusal(190, undefined, { message: `The access token cannot be read; the header should be "Bearer <token>".` });
  }
  if (!issued(state, token)) {
    return refusal(190, undefined, { message: 'The access token is not valid: the platform never issued it, or it has expired.' });
  }
  return token;
}

/**
 * Refuses a send whose token `checkToken` refuses, or whose token belongs to other numbers than
 * the one in the path (200). An unknown number is left to the number check.
 */
export function checkAuth(state: PlatformState, phoneNumberId: string, authorization: string | undefined): Refusal | undefined {
  const token = checkToken(state, authorization);
  if (typeof token !== 'string') return token;
  const number = state.numbers.get(phoneNumberId);
  if (number && number.token !== token) {
    return refusal(200, undefined, { message: `(#200) The access token may not send from phone number ${phoneNumberId}.` });
  }
  return undefined;
}
