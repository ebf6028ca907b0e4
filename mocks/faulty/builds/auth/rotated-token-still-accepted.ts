/**
 * Section 5, item 3: "Reconnecting a number issues a new token and invalidates the old one
 * immediately, with no overlap; the old token then returns 401."
 */
import type { Caller } from '../../../reference/auth/authenticate.ts';
import { bearerToken } from '../../../reference/auth/bearer-token.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { GatewayState } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A cache of tokens that once authenticated, consulted when the live check says no and never
// emptied on a reconnect. Kept per state, so a new world starts with an empty cache.
function cachedTokens(): (original: Step<SendContext>) => Step<SendContext> {
  const caches = new WeakMap<GatewayState, Map<string, Caller>>();
  return (original) => async (context) => {
    const state = context.gateway.state;
    const cache = caches.get(state) ?? new Map<string, Caller>();
    caches.set(state, cache);
    const token = bearerToken(context.input.authorization);
    const reply = await original(context);
    if (token === undefined) return reply;
    if (!reply && context.caller) cache.set(token, context.caller);
    const cached = cache.get(token);
    if (codeOf(reply) !== 'not_authenticated' || !cached) return reply;
    context.caller = cached;
    return undefined;
  };
}

export const rotatedTokenStillAccepted: FaultyBuild = {
  name: 'rotated-token-still-accepted',
  deviation: 'A token that once authenticated stays in a cache that a reconnect does not clear, so the old token still sends.',
  section: '5.3',
  breaks: { '5.3-reconnect-retires-token': ['old-token-on-send'], '5.1-number-token': ['old-token-retired'], '7-not-authenticated-401': ['rotated-away'] },
  caughtBy: { files: ['suites/auth/authentication.check.ts'], checks: ['reconnect-retires-old-token'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'authenticate', cachedTokens()) }),
};
