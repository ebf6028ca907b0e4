/**
 * Reads the access token from `Authorization` (section 5, decision A15): `Bearer` in any letter
 * case, one space, a token without whitespace. Anything else is treated as no token at all, so
 * every flavour of "not authenticated" gets the same answer (A14).
 */
const bearer = /^bearer ([^\s]+)$/i;

export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  if (typeof authorization !== 'string') return undefined;
  return bearer.exec(authorization)?.[1];
}
