/**
 * Decision A16: the spec does not say whether the served spec and the docs need a token. A check
 * fetches them without one and, if refused (4xx), once more with a valid token; 200 in either
 * mode is what the spec profile requires. Both requests are checked against the contract.
 */
import type { CheckedClient, CheckedResponse } from './checked-client.ts';

export interface PublicFetch {
  response: CheckedResponse<unknown>;
  /** Whether the answer judged came without a token or only with one. */
  mode: 'without a token' | 'with a token';
}

export async function fetchPublic(checked: CheckedClient, path: string, token: string): Promise<PublicFetch> {
  const open = await checked.request({ method: 'GET', path, headers: {} });
  if (open.status < 400 || open.status >= 500) return { response: open, mode: 'without a token' };
  const authorised = await checked.request({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
  return { response: authorised, mode: 'with a token' };
}
