/**
 * Section 1, item 2: a send through the API pauses the AI agent for that customer until the
 * number's takeover window elapses; a number with human takeover disabled is unaffected. Each
 * build gets the pause a send leaves wrong.
 */
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import { conversationOf } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

function afterSend(pause: (context: SendContext, until: number | null) => number | null): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => async (context) => {
    const reply = await original(context);
    const { send, caller, gateway } = context;
    if (reply?.status !== 200 || !send || !caller) return reply;
    const conversation = conversationOf(gateway.state, caller.number.phoneNumberId, send.to);
    conversation.agentPausedUntil = pause(context, conversation.agentPausedUntil);
    return reply;
  };
}

// A pause stored without its end time.
export const agentNeverResumes: FaultyBuild = {
  name: 'agent-never-resumes',
  deviation: 'A send pauses the AI agent for good: it never resumes when the takeover window has passed.',
  section: '1',
  breaks: { '1-agent-resumes-after-takeover': ['after-takeover-window-resumed'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', afterSend((context, until) => (until === null ? null : Number.MAX_SAFE_INTEGER))) }),
};

// The takeover setting read only to choose the window's length, never whether to pause at all.
export const takeoverDisabledStillPauses: FaultyBuild = {
  name: 'takeover-disabled-still-pauses',
  deviation: 'A send pauses the AI agent for an hour even on a number with human takeover disabled.',
  section: '1',
  breaks: { '1-takeover-disabled-unaffected': ['takeover-disabled-send-leaves-agent'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'send', afterSend((context, until) => (context.caller?.number.takeover.enabled === false ? context.now + 3_600_000 : until))),
  }),
};
