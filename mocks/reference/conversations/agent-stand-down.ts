/**
 * AI agent stand-down (section 1, item 2; decision A40): a successful API send pauses the agent
 * for that customer for the number's takeover window; the customer's `BOT` resumes it at once;
 * a number with takeover disabled is never paused. Apart from that, a callback override pauses
 * the agent for every customer of its number for as long as it is set (section 6, A52).
 */
import type { ConnectedNumber, Conversation } from '../state/gateway-state.ts';

export function standDown(conversation: Conversation, number: ConnectedNumber, now: number): void {
  if (!number.takeover.enabled) return;
  conversation.agentPausedUntil = now + number.takeover.windowMinutes * 60_000;
}

/** The customer's own word hands the conversation back to the agent. */
export function isResumeWord(text: string): boolean {
  return text.trim() === 'BOT';
}

export function agentPaused(conversation: Conversation | undefined, now: number): boolean {
  const until = conversation?.agentPausedUntil;
  return until !== null && until !== undefined && now < until;
}

/** Paused for any reason: a send's stand-down, or the number's callback override (which has no end of its own). */
export function agentPausedOn(number: ConnectedNumber | undefined, conversation: Conversation | undefined, now: number): boolean {
  return number?.callbackOverride === true || agentPaused(conversation, now);
}
