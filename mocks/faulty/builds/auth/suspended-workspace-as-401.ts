/** Section 5, item 5: "A suspended workspace gets 403 `account_suspended`." */
import { notAuthenticated, type CallerHeaders } from '../../../reference/auth/authenticate.ts';
import { refusalReply } from '../../../reference/send/reply.ts';
import type { Step } from '../../../reference/send/steps/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// Suspension implemented by treating the workspace's tokens as revoked.
function suspendedAsRevoked<C extends { input: CallerHeaders }>(original: Step<C>): Step<C> {
  return async (context) => {
    const reply = await original(context);
    return codeOf(reply) === 'account_suspended' ? refusalReply(notAuthenticated) : reply;
  };
}

export const suspendedWorkspaceAs401: FaultyBuild = {
  name: 'suspended-workspace-as-401',
  deviation: 'A suspended workspace gets 401 not_authenticated, as if its tokens were revoked, instead of 403 account_suspended.',
  section: '5.5',
  caughtBy: { files: ['suites/auth/plan-and-suspension.check.ts'], checks: ['suspended-workspace-send-is-403'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', suspendedAsRevoked),
    listSteps: changeStep(reference.listSteps, 'authenticate', suspendedAsRevoked),
  }),
};
