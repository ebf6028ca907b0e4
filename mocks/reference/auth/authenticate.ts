/**
 * The checks every public call passes before anything else (decision A13): 401 authentication,
 * 402 plan entitlement, 403 suspension, then number resolution.
 */
import { refusal, type Refusal } from '../errors/gateway-error.ts';
import type { ConnectedNumber, GatewayState, Workspace } from '../state/gateway-state.ts';
import { bearerToken } from './bearer-token.ts';
import { holdersOf } from './holders.ts';
import { resolveNumber } from './resolve-number.ts';

export interface Caller {
  number: ConnectedNumber;
  workspace: Workspace;
}

export interface CallerHeaders {
  authorization: string | string[] | undefined;
  phoneNumberId: string | undefined;
}

/** One fixed answer for a missing, unknown or rotated-away token (decision A14). */
export const notAuthenticated: Refusal = {
  ...refusal('not_authenticated', 'Missing or invalid access token.'),
  headers: { 'www-authenticate': 'Bearer' },
};

export function authenticate(state: GatewayState, headers: CallerHeaders): { ok: true; caller: Caller } | { ok: false; refusal: Refusal } {
  const token = bearerToken(headers.authorization);
  const holders = token === undefined ? [] : holdersOf(state, token);
  const first = holders[0];
  if (!first) return { ok: false, refusal: notAuthenticated };
  // Numbers sharing a token belong to one business account and so to one workspace.
  const workspace = state.workspaces.get(first.workspaceId);
  if (!workspace) return { ok: false, refusal: notAuthenticated };
  if (!workspace.apiAccess) return { ok: false, refusal: refusal('plan_feature_locked', 'The plan does not include API access.') };
  if (workspace.suspended) return { ok: false, refusal: refusal('account_suspended', 'The workspace is suspended.') };
  const resolved = resolveNumber(holders, headers.phoneNumberId);
  if (!resolved.ok) return resolved;
  return { ok: true, caller: { number: resolved.number, workspace } };
}
