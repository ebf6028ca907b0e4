/** Section 7: `rate_limited` (429) is "the upstream platform is rate-limiting this number". */
import type { FaultyBuild } from '../../faulty-build.ts';
import { answerAs, replaceAnswer } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// Every platform refusal mapped to one code, throttling included.
const everyRefusal502 = replaceAnswer('rate_limited', () => answerAs('send_failed', 'The upstream platform refused the message: too many messages.'));

export const rateLimitAs502: FaultyBuild = {
  name: 'rate-limit-as-502',
  deviation: 'The platform throttling the number is answered 502 send_failed instead of 429 rate_limited.',
  section: '7',
  breaks: { '7-rate-limited-429': ['platform-throttles'], '8-429-only-from-platform': ['platform-429-passed-on'] },
  caughtBy: { files: ['suites/send/upstream-outcomes.check.ts'], checks: ['platform-rate-limit-is-429'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', everyRefusal502) }),
};
