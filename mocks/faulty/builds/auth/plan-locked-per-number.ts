/** Section 5, item 4: API access is a plan entitlement "per team": every number of the team is locked. */
import type { CallerHeaders, Caller } from '../../../reference/auth/authenticate.ts';
import { bearerToken } from '../../../reference/auth/bearer-token.ts';
import type { GatewayCore } from '../../../reference/pipeline/gateway-core.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

type Authenticated = { gateway: GatewayCore; input: CallerHeaders; caller?: Caller };

// The entitlement stored on the team's first number only, so its other numbers still call.
function firstNumberLocked<C extends Authenticated>(original: Step<C>): Step<C> {
  return async (context) => {
    const reply = await original(context);
    if (codeOf(reply) !== 'plan_feature_locked') return reply;
    const token = bearerToken(context.input.authorization);
    const { numbers, workspaces } = context.gateway.state;
    const number = [...numbers.values()].find((n) => n.token === token && n.connection === 'CONNECTED');
    const first = number && [...numbers.values()].find((n) => n.workspaceId === number.workspaceId);
    const workspace = number && workspaces.get(number.workspaceId);
    if (!number || !workspace || number === first) return reply;
    context.caller = { number, workspace };
    return undefined;
  };
}

export const planLockedPerNumber: FaultyBuild = {
  name: 'plan-locked-per-number',
  deviation: 'A plan without API access locks only the team’s first number; its other numbers still send and list.',
  section: '5.4',
  breaks: { '5.4-per-team': ['every-number-of-team-locked'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', firstNumberLocked),
    listSteps: changeStep(reference.listSteps, 'authenticate', firstNumberLocked),
  }),
};
