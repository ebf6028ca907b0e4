/**
 * AI agent stand-down (section 1, item 2; decision A40): a successful API send pauses the agent
 * for that customer for the number's takeover window; the customer's `BOT` resumes it at once;
 * a number with takeover disabled is never paused.
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
