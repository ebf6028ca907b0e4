/**
 * Section 6, callback overrides: while one is set, registering a subscription on the number is
 * refused, and the inbox, the AI agent and orders pause for that number. Each build gets one
 * side of the override wrong.
 */
import type { FaultyBuild } from '../../faulty-build.ts';

const caughtBy = { files: ['suites/events/callback-override.check.ts'], checks: ['subscription-refused-under-override', 'agent-paused-under-override'] };

// The override and the subscription live in different tables, and nobody joined them.
export const subscriptionAcceptedUnderOverride: FaultyBuild = {
  name: 'subscription-accepted-under-override',
  deviation: 'A subscription is registered on a number that has a callback override.',
  section: '6',
  breaks: { '6-override-excludes-subscription': ['registration-under-override-400'] },
  caughtBy,
  parts: () => ({ overrideConflicts: () => [] }),
};

// The override routes the platform's events away but the agent, which reads its own flag, keeps answering.
export const overrideLeavesAgentRunning: FaultyBuild = {
  name: 'override-leaves-agent-running',
  deviation: 'A callback override leaves the AI agent running for the number’s customers.',
  section: '6',
  breaks: { '6-override-pauses-product': ['agent-paused-for-number'] },
  caughtBy,
  parts: (reference) => ({ agentPaused: (number, conversation, now) => reference.agentPaused(number === undefined ? undefined : { ...number, callbackOverride: false }, conversation, now) }),
};
