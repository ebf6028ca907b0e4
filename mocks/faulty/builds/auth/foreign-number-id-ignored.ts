/** Section 5, item 2: a one-number token naming another id in `X-Phone-Number-Id` is 403 `number_not_for_token`. */
import type { CallerHeaders } from '../../../reference/auth/authenticate.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The header read only when the token is shared: a sole holder acts as itself, whatever it names.
function headerOnlyWhenShared<C extends { input: CallerHeaders }>(original: Step<C>): Step<C> {
  return async (context) => {
    const reply = await original(context);
    if (codeOf(reply) !== 'number_not_for_token') return reply;
    const named = context.input;
    context.input = { ...named, phoneNumberId: undefined };
    const alone = await original(context);
    if (!alone) return undefined;
    context.input = named;
    return reply;
  };
}

export const foreignNumberIdIgnored: FaultyBuild = {
  name: 'foreign-number-id-ignored',
  deviation: 'A token held by one number ignores X-Phone-Number-Id and acts as its own number even when the header names another.',
  section: '5.2',
  breaks: { '5.2-one-number-other-id': ['other-id-send-403'], '7-number-not-for-token-403': ['one-number-other-id'] },
  caughtBy: { files: ['suites/auth/number-resolution.check.ts'], checks: ['single-number-token-other-id'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', headerOnlyWhenShared),
    listSteps: changeStep(reference.listSteps, 'authenticate', headerOnlyWhenShared),
  }),
};
