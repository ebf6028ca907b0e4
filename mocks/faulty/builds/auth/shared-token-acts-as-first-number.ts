/** Section 5, item 2: a token held by several numbers and no `X-Phone-Number-Id` is 400 `ambiguous_number`, nothing sent. */
import type { CallerHeaders } from '../../../reference/auth/authenticate.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// "Pick the first number of the token" instead of asking the caller to choose.
function firstHolder<C extends { input: CallerHeaders }>(original: Step<C>): Step<C> {
  return async (context) => {
    const reply = await original(context);
    if (!reply || codeOf(reply) !== 'ambiguous_number') return reply;
    const [first] = (JSON.parse(reply.body) as { phone_number_ids: string[] }).phone_number_ids;
    context.input = { ...context.input, phoneNumberId: first };
    return original(context);
  };
}

export const sharedTokenActsAsFirstNumber: FaultyBuild = {
  name: 'shared-token-acts-as-first-number',
  deviation: 'A shared token without X-Phone-Number-Id acts as the first number holding it instead of answering 400 ambiguous_number.',
  section: '5.2',
  breaks: { '5.2-shared-no-header': ['header-absent-400', 'header-empty-400', 'holders-listed'], '7-ambiguous-number-400': ['send-without-header'] },
  caughtBy: { files: ['suites/auth/number-resolution.check.ts', 'suites/auth/token-holders.check.ts'], checks: ['shared-token-without-header-is-ambiguous', 'three-holders-of-one-token'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', firstHolder),
    listSteps: changeStep(reference.listSteps, 'authenticate', firstHolder),
  }),
};
