/** Section 5, item 5: "A suspended workspace gets 403 `account_suspended`." */
import { notAuthenticated } from '../../../reference/auth/authenticate.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { replaceAnswer } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// Suspension implemented by treating the workspace's tokens as revoked.
const suspendedAsRevoked = replaceAnswer('account_suspended', () => refusalReply(notAuthenticated));

export const suspendedWorkspaceAs401: FaultyBuild = {
  name: 'suspended-workspace-as-401',
  deviation: 'A suspended workspace gets 401 not_authenticated, as if its tokens were revoked, instead of 403 account_suspended.',
  section: '5.5',
  breaks: { '5.5-suspended-403': ['send-403'], '7-account-suspended-403': ['suspended'] },
  caughtBy: { files: ['suites/auth/plan-and-suspension.check.ts'], checks: ['suspended-workspace-send-is-403'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', suspendedAsRevoked),
    listSteps: changeStep(reference.listSteps, 'authenticate', suspendedAsRevoked),
  }),
};
