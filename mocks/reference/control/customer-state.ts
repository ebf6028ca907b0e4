/** What the control plane reports about one customer on one number (harness-control `CustomerState`). */
import { agentPausedOn } from '../conversations/agent-stand-down.ts';
import { windowOpen } from '../conversations/messaging-window.ts';
import { isoTime } from '../clock.ts';
import { conversationKey, type GatewayState } from '../state/gateway-state.ts';

/** `windowMs`: how long the 24-hour window of the gateway lasts (its `limits`); `pausedOn`: the gateway's rule for the agent's pause (its `parts`). */
export function customerState(state: GatewayState, phoneNumberId: string, waId: string, now: number, windowMs: number, pausedOn: typeof agentPausedOn = agentPausedOn) {
  const number = state.numbers.get(phoneNumberId);
  const workspace = number ? state.workspaces.get(number.workspaceId) : undefined;
  const conversation = state.conversations.get(conversationKey(phoneNumberId, waId));
  const paused = pausedOn(number, conversation, now);
  // An override's pause lasts until the override goes, so it has no time to report.
  const until = paused && number?.callbackOverride !== true ? conversation?.agentPausedUntil : null;
  return {
    contact_exists: workspace?.contacts.has(waId) ?? false,
    agent_paused: paused,
    agent_paused_until: until ? isoTime(until) : null,
    last_inbound_at: conversation?.lastInboundAt ? isoTime(conversation.lastInboundAt) : null,
    window_open: windowOpen(conversation, now, windowMs),
  };
}
