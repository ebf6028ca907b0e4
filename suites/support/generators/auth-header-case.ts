/**
 * `Authorization` header values and what the spec profile may demand of each (section 5, items 1
 * and 3; decisions A15, A91): no header, a well-formed Bearer header with a token nobody holds,
 * and any value holding no Bearer token (empty, another scheme, no scheme, no token) are 401
 * `not_authenticated`; the valid token as `Bearer <token>` is accepted; a malformed Bearer form
 * (extra parts, quoting, no space, a colon) may get any refusal, as long as it is not 2xx. Letter
 * case of the scheme and repeated spaces are left out: HTTP allows both, so no reading makes them
 * a refusal (the reference profile judges them).
 */
import fc from 'fast-check';

export type AuthVerdict = 'not-authenticated' | 'refused' | 'accepted';

export interface AuthHeaderCase {
  form: string;
  /** `null`: no Authorization header at all. */
  header: string | null;
  verdict: AuthVerdict;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

type OddForm = [form: string, build: (token: string) => string];

// No Bearer token at all: a missing token (A91).
const tokenless: readonly OddForm[] = [
  ['empty value', () => ''],
  ['scheme without token', () => 'Bearer'],
  ['Basic scheme', (t) => `Basic ${base64(`${t}:`)}`],
  ['Token scheme', (t) => `Token ${t}`],
  ['no scheme', (t) => t],
];

// Malformed Bearer forms: only "not 2xx" (A15).
const oddForms: readonly OddForm[] = [
  ['no space after scheme', (t) => `Bearer${t}`],
  ['colon after scheme', (t) => `Bearer: ${t}`],
  ['two tokens', (t) => `Bearer ${t} ${t}`],
  ['quoted token', (t) => `Bearer "${t}"`],
];

export function authHeaderCase(validToken: string, heldTokens: readonly string[]): fc.Arbitrary<AuthHeaderCase> {
  const held = new Set(heldTokens);
  // token68 characters, so the header is well-formed; case changes of a held token count as unknown.
  const unknownToken = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9._~+/-]{8,40}$/),
    fc.constantFrom(validToken.toUpperCase(), `${validToken}0`, validToken.slice(0, -1)),
  ).filter((t) => !held.has(t));
  const someToken = fc.oneof(fc.constant(validToken), unknownToken);
  // Weighted towards the many odd forms; the two fixed headers need few runs.
  return fc.oneof(
    { arbitrary: fc.constant<AuthHeaderCase>({ form: 'no header', header: null, verdict: 'not-authenticated' }), weight: 1 },
    { arbitrary: unknownToken.map((t) => ({ form: 'Bearer with an unknown token', header: `Bearer ${t}`, verdict: 'not-authenticated' as const })), weight: 2 },
    { arbitrary: fc.constant<AuthHeaderCase>({ form: 'Bearer with the valid token', header: `Bearer ${validToken}`, verdict: 'accepted' }), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom(...tokenless), someToken).map(([[form, build], token]) => ({ form, header: build(token), verdict: 'not-authenticated' as const })), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom(...oddForms), someToken).map(([[form, build], token]) => ({ form, header: build(token), verdict: 'refused' as const })), weight: 2 },
  );
}
