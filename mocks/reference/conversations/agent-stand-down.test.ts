// Section 1, item 2 and decision A40: the AI agent stands down after a send, `BOT` resumes it.
import { describe, expect, it } from 'vitest';
import type { ConnectedNumber, Conversation } from '../state/gateway-state.ts';
import { agentPaused, agentPausedOn, isResumeWord, standDown } from './agent-stand-down.ts';

const number = (enabled: boolean): ConnectedNumber => ({
  phoneNumberId: '101',
  displayPhoneNumber: '+101',
  businessAccountId: '2001',
  workspaceId: 'ws',
  token: 't',
  connection: 'CONNECTED',
  takeover: { enabled, windowMinutes: 60 },
  callbackOverride: false,
});

describe('agent stand-down', () => {
  it('pauses the agent for the takeover window', () => {
    const conversation: Conversation = { lastInboundAt: null, agentPausedUntil: null, profileName: null };
    standDown(conversation, number(true), 0);
    expect(agentPaused(conversation, 60 * 60_000 - 1)).toBe(true);
    expect(agentPaused(conversation, 60 * 60_000)).toBe(false);
  });

  it('leaves a number with takeover disabled alone', () => {
    const conversation: Conversation = { lastInboundAt: null, agentPausedUntil: null, profileName: null };
    standDown(conversation, number(false), 0);
    expect(agentPaused(conversation, 1)).toBe(false);
  });

  it('resumes on BOT, case-sensitive, surrounding spaces ignored', () => {
    expect(isResumeWord(' BOT ')).toBe(true);
    expect(isResumeWord('bot')).toBe(false);
    expect(isResumeWord('BOT please')).toBe(false);
  });

  // Section 6 and decision A52: the override pauses the agent for every customer, takeover or not.
  it('counts the agent as paused on a number with a callback override, with or without a stand-down', () => {
    const overridden = { ...number(false), callbackOverride: true };
    expect(agentPausedOn(overridden, undefined, 0)).toBe(true);
    expect(agentPausedOn(number(true), undefined, 0)).toBe(false);
    expect(agentPausedOn(number(true), { lastInboundAt: null, agentPausedUntil: 10, profileName: null }, 5)).toBe(true);
  });
});
