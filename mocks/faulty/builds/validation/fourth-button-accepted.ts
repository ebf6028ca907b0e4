/** Sections 2.3 and 8: "up to 3 reply buttons"; more is 422 `validation_error` before the platform is called. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { interactiveOf, validateView, withInteractive } from '../../kit/validate-view.ts';

// The button limit written as 4: a fourth button is judged like the first three, and sent.
const fourAllowed = validateView((body) => {
  const buttons = interactiveOf(body, 'buttons');
  if (!buttons || !Array.isArray(buttons.buttons) || buttons.buttons.length !== 4) return undefined;
  return withInteractive(body, { ...buttons, buttons: buttons.buttons.slice(0, 3) });
});

export const fourthButtonAccepted: FaultyBuild = {
  name: 'fourth-button-accepted',
  deviation: 'An interactive message with 4 reply buttons passes validation and goes to the platform.',
  section: '8',
  breaks: { '2.3-buttons-max-3': ['four-buttons-422'], '4.1-interactive-422': ['four-buttons'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] },
  caughtBy: { files: ['suites/send/limits.check.ts'], checks: ['option-counts-at-the-bound'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', fourAllowed) }),
};
