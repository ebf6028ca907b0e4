/**
 * Section 1, item 2: the AI agent takes over again at once when the customer sends the text BOT.
 * Each build reads the customer's word wrong.
 */
import type { FaultyBuild } from '../../faulty-build.ts';

const caughtBy = { files: ['suites/window/agent-and-contacts.check.ts'], checks: ['bot-resumes-agent'] };

// The hand-back wired to the inbox's button only: the customer's own word goes unheard.
export const botWordIgnored: FaultyBuild = {
  name: 'bot-word-ignored',
  deviation: 'The customer sending BOT leaves the AI agent paused until the takeover window ends.',
  section: '1',
  breaks: { '1-bot-resumes-agent': ['bot-resumes'] },
  caughtBy,
  parts: () => ({ resumesAgent: () => false }),
};

// "The customer is talking again, so the agent may answer": any text hands the customer back.
export const anyReplyResumesAgent: FaultyBuild = {
  name: 'any-reply-resumes-agent',
  deviation: 'Any text from the customer, not only BOT, hands the conversation back to the AI agent.',
  section: '1',
  breaks: { '1-bot-resumes-agent': ['other-text-does-not-resume'] },
  caughtBy,
  parts: () => ({ resumesAgent: () => true }),
};
