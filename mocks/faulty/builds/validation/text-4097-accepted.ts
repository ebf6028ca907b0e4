/** Section 8: `text` is at most 4096 characters; payload limits fail with 422 before the platform is called. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { validateView } from '../../kit/validate-view.ts';

// An off-by-one limit (`length > 4097`): a text of exactly 4097 characters is judged as 4096.
const offByOne = validateView((body) => {
  if ((body.type !== undefined && body.type !== 'text') || typeof body.text !== 'string') return undefined;
  const characters = [...body.text];
  return characters.length === 4097 ? { ...body, text: characters.slice(0, 4096).join('') } : undefined;
});

export const text4097Accepted: FaultyBuild = {
  name: 'text-4097-accepted',
  deviation: 'A text of 4097 characters is accepted and sent: the limit is off by one.',
  section: '8',
  breaks: { '2.1-text-max-4096': ['one-past-limit'], '4.1-malformed-422': ['field-too-long'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] },
  caughtBy: { files: ['suites/send/limits.check.ts'], checks: ['length-limits-at-the-bound'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', offByOne) }),
};
