/**
 * Section 2.2: a one-time-code send records `content` "Verification code sent" and is
 * `redacted`: "the code is never stored, logged or shown".
 */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeRecord } from '../../kit/record.ts';
import { changeStep } from '../../kit/steps.ts';

// The record's content written from the filled-in wording, which for these templates is the code.
function codeInContent(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const code = context.oneTimeCode;
    if (!reply || reply.status !== 200 || code === undefined) return reply;
    return changeRecord(context, reply, { content: `${code} is your verification code.` });
  };
}

export const oneTimeCodeInContent: FaultyBuild = {
  name: 'one-time-code-in-content',
  deviation: 'The message record of a one-time-code send stores and shows the code in content.',
  section: '2.2',
  breaks: { '2.2-content-one-time-code': ['content-verification-code-sent'], '2.2-code-never-shown': ['not-in-send-answer', 'not-in-replay'] },
  caughtBy: { files: ['suites/templates/one-time-codes.check.ts'], checks: ['otp-codes-within-rules-are-sent'] },
  runs: 40,
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', codeInContent) }),
};
