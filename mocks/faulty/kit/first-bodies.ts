/**
 * For builds whose idempotency compares bodies too loosely: the body each key was first claimed
 * with, kept per gateway state (a new world starts clean), and a step change that replays the
 * stored answer, instead of answering `idempotency_key_reused`, when `alike` says the body sent
 * again matches the first one.
 */
import type { GatewayState } from '../../reference/state/gateway-state.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import { codeOf, replayOf } from './replies.ts';

type Body = Record<string, unknown>;

export function replayWhenAlike(alike: (first: Body, again: Body) => boolean): (original: Step<SendContext>) => Step<SendContext> {
  const firsts = new WeakMap<GatewayState, Map<string, Body>>();
  return (original) => async (context) => {
    const { caller, key, send, gateway } = context;
    const reply = await original(context);
    if (!caller || key === undefined || !send) return reply;
    const scoped = `${caller.number.phoneNumberId} ${key}`;
    const kept = firsts.get(gateway.state) ?? new Map<string, Body>();
    firsts.set(gateway.state, kept);
    const first = kept.get(scoped);
    if (reply === undefined && !first) kept.set(scoped, { ...(send as unknown as Body) });
    if (codeOf(reply) !== 'idempotency_key_reused' || !first || !alike(first, send as unknown as Body)) return reply;
    const entry = gateway.state.idempotency.get(caller.number.phoneNumberId, key, context.now);
    return entry?.state === 'stored' ? replayOf(entry.response) : reply;
  };
}
