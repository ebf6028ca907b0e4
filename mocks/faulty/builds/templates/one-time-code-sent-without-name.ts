/**
 * Section 2.4: named placeholders take each value with its `parameter_name`; a one-time code is the
 * body's value, so on an authentication template whose placeholder is named it carries that name.
 */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changingPlatformRequest } from '../../kit/platform-payload.ts';
import { changeStep } from '../../kit/steps.ts';

type Fields = Record<string, unknown>;

const parametersOf = (component: Fields) => (Array.isArray(component.parameters) ? (component.parameters as Fields[]) : []);

// The one-time code written into a fixed shape, `{type: text, text: code}`, as the copy-code
// button takes it: a code send is recognised by the body's single value standing on a button too.
const codeWithoutName = changingPlatformRequest((request) => {
  const template = request.template as Fields | undefined;
  if (request.type !== 'template' || !template || !Array.isArray(template.components)) return request;
  const components = template.components as Fields[];
  const onButtons = components.filter((c) => c.type === 'button').flatMap((c) => parametersOf(c).map((p) => p.text));
  const [code, ...more] = components.filter((c) => c.type === 'body').flatMap(parametersOf);
  if (!code || more.length > 0 || !onButtons.includes(code.text)) return request;
  const rebuilt = components.map((c) => (c.type === 'body' ? { ...c, parameters: [{ type: 'text', text: code.text }] } : c));
  return { ...request, template: { ...template, components: rebuilt } };
});

export const oneTimeCodeSentWithoutName: FaultyBuild = {
  name: 'one-time-code-sent-without-name',
  deviation: 'A one-time code for an authentication template whose body placeholder is named reaches the platform without its parameter_name.',
  section: '2.4',
  breaks: { '2.4-one-time-code-once': ['named-placeholder-keeps-name'], '2.4-named-every-name': ['parameter-name-exact-upstream'] },
  caughtBy: { files: ['suites/templates/one-time-code-template-kinds.check.ts'], checks: ['otp-named-placeholder-keeps-name'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', codeWithoutName) }),
};
