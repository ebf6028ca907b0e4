/**
 * Section 2.4: named placeholders need "each parameter carrying `parameter_name`"; the service
 * checks the names and passes the values on as the platform takes them, names included.
 */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changingPlatformRequest } from '../../kit/platform-payload.ts';
import { changeStep } from '../../kit/steps.ts';

type Fields = Record<string, unknown>;

// Names used only for the local check, then dropped: the values go out in the order given, as
// if the template were numbered.
const withoutNames = changingPlatformRequest((request) => {
  const template = request.template as Fields | undefined;
  if (request.type !== 'template' || !template || !Array.isArray(template.components)) return request;
  const components = (template.components as Fields[]).map((component) =>
    Array.isArray(component.parameters) ? { ...component, parameters: (component.parameters as Fields[]).map(({ parameter_name: _name, ...rest }) => rest) } : component,
  );
  return { ...request, template: { ...template, components } };
});

export const namedValuesSentPositionally: FaultyBuild = {
  name: 'named-values-sent-positionally',
  deviation: 'The values of a named template reach the platform without their parameter_name, in the order given.',
  section: '2.4',
  breaks: { '2.4-named-every-name': ['parameter-name-exact-upstream'] },
  caughtBy: { files: ['suites/templates/exact-upstream.check.ts'], checks: ['template-values-reach-platform-exactly'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', withoutNames) }),
};
