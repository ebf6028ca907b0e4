/** Section 4.1: "the code is a JSON string of 1 to 15 characters"; anything else is 422. */
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { rewriteBody } from '../../kit/body-rewrite.ts';
import { changeStep } from '../../kit/steps.ts';

// Values read the way a form parser hands over repeated fields: a list of one value is that
// value, so a code given as ["482913"] is taken as the string and sent.
const unwrapped = rewriteBody((body) => {
  if (body.type !== 'template' || !Array.isArray(body.template_components)) return undefined;
  let changed = false;
  const components = body.template_components.map((component: unknown) => {
    if (!isPlainObject(component) || component.type !== 'body' || !Array.isArray(component.parameters)) return component;
    const parameters = component.parameters.map((parameter: unknown) => {
      if (!isPlainObject(parameter) || !Array.isArray(parameter.text) || parameter.text.length !== 1 || typeof parameter.text[0] !== 'string') return parameter;
      changed = true;
      return { ...parameter, text: parameter.text[0] };
    });
    return { ...component, parameters };
  });
  return changed ? { ...body, template_components: components } : undefined;
});

export const oneTimeCodeArrayUnwrapped: FaultyBuild = {
  name: 'one-time-code-array-unwrapped',
  deviation: 'A one-time code given as an array of one string is taken as that string and sent instead of refused with 422.',
  section: '4.1',
  breaks: { '4.1-invalid-code-422': ['code-not-a-string'], '4.1-code-string-1-15': ['not-a-string-422'] },
  caughtBy: { files: ['suites/templates/one-time-codes.check.ts'], checks: ['otp-code-not-a-string'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', unwrapped) }),
};
