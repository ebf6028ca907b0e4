/** Section 4.1: a template not on the number's business account is 422 `template_not_found`. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { answerAs, replaceAnswer } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// Every template problem folded into one answer.
const oneTemplateError = replaceAnswer('template_not_found', () => answerAs('invalid_template', 'The template cannot be sent.'));

export const unknownTemplateAs400: FaultyBuild = {
  name: 'unknown-template-as-400',
  deviation: 'A template the account does not have is answered 400 invalid_template instead of 422 template_not_found.',
  section: '4.1',
  breaks: { '4.1-template-not-found-422': ['not-on-account'], '2.1-template-on-account': ['template-not-on-account-422'], '7-template-not-found-422': ['not-on-account'] },
  caughtBy: { files: ['suites/templates/template-send.check.ts'], checks: ['template-not-on-account-is-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', oneTemplateError) }),
};
