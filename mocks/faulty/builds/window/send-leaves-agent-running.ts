/** Section 1, item 2: "A send through the API pauses the AI agent for that customer." */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { conversationOf } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The stand-down wired to the dashboard's inbox only: an API send leaves the agent as it was.
function noStandDown(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { send, caller } = context;
    const conversation = send && caller ? conversationOf(context.gateway.state, caller.number.phoneNumberId, send.to) : undefined;
    const before = conversation?.agentPausedUntil ?? null;
    const reply = await original(context);
    if (conversation) conversation.agentPausedUntil = before;
    return reply;
  };
}

export const sendLeavesAgentRunning: FaultyBuild = {
  name: 'send-leaves-agent-running',
  deviation: 'A successful API send does not pause the AI agent for that customer.',
  section: '1',
  breaks: { '1-send-pauses-agent': ['after-free-form-send'] },
  caughtBy: { files: ['suites/window/agent-and-contacts.check.ts'], checks: ['send-pauses-agent'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', noStandDown) }),
};
