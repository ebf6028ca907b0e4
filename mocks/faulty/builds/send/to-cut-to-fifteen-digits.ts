/** Section 2.1: `to` is the full international number; a send never goes to other digits than those written (A19). */
import type { FaultyBuild } from '../../faulty-build.ts';
import { rewriteBody } from '../../kit/body-rewrite.ts';
import { changeStep } from '../../kit/steps.ts';

// E.164's fifteen digits applied by cutting instead of refusing, as a fixed-width column would:
// a longer `to` loses its last digits and the rest is sent, to somebody else's number.
const longest = 15;

const cutTo = rewriteBody((body) =>
  typeof body.to === 'string' && /^[0-9]+$/.test(body.to) && body.to.length > longest ? { ...body, to: body.to.slice(0, longest) } : undefined,
);

export const toCutToFifteenDigits: FaultyBuild = {
  name: 'to-cut-to-fifteen-digits',
  deviation: 'A `to` of more than 15 digits is cut to its first 15 and sent there instead of refused.',
  section: '2.1',
  breaks: { '2.1-to-digits-only': ['sixteen-digits', 'rewritten-number-never-sent'] },
  caughtBy: { files: ['suites/send/recipient.check.ts'], checks: ['malformed-to-never-rewritten'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', cutTo) }),
};
