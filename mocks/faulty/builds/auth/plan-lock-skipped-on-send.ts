/** Section 5, item 4: without API access in the plan "every call returns 402 `plan_feature_locked`". */
import { bearerToken } from '../../../reference/auth/bearer-token.ts';
import { holdersOf } from '../../../reference/auth/holders.ts';
import { resolveNumber } from '../../../reference/auth/resolve-number.ts';
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The entitlement checked where the listing is served, and forgotten on the send path: what
// the reference refuses for the plan goes on to the checks that follow it.
function withoutPlanCheck(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    if (codeOf(reply) !== 'plan_feature_locked') return reply;
    const { state } = context.gateway;
    const holders = holdersOf(state, bearerToken(context.input.authorization) ?? '');
    const workspace = state.workspaces.get(holders[0]?.workspaceId ?? '');
    if (!workspace) return reply;
    if (workspace.suspended) return refusalReply(refusal('account_suspended', 'The workspace is suspended.'));
    const resolved = resolveNumber(holders, context.input.phoneNumberId);
    if (!resolved.ok) return refusalReply(resolved.refusal);
    context.caller = { number: resolved.number, workspace };
    return undefined;
  };
}

export const planLockSkippedOnSend: FaultyBuild = {
  name: 'plan-lock-skipped-on-send',
  deviation: 'Sends skip the plan entitlement check, so a plan without API access still sends (only the listing answers 402).',
  section: '5.4',
  breaks: { '5.4-no-api-plan-402': ['send-402'], '7-plan-feature-locked-402': ['plan-without-api'] },
  caughtBy: { files: ['suites/auth/plan-and-suspension.check.ts'], checks: ['plan-without-api-send-is-402'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'authenticate', withoutPlanCheck) }),
};
