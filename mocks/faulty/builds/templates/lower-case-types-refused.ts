/** Section 2.4: "Component `type` and parameter `type` values are lower case in the send format." */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// Components validated against the template record's own names (HEADER, BODY, BUTTONS), as a
// team reading section 2.5 for section 2.4 would write them.
function upperCaseOnly(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const body = context.input.body.kind === 'json' ? context.input.body.value : undefined;
    const components = isPlainObject(body) && body.type === 'template' && Array.isArray(body.template_components) ? body.template_components : [];
    const lower = components.findIndex((c) => isPlainObject(c) && typeof c.type === 'string' && c.type !== c.type.toUpperCase());
    if (lower < 0) return original(context);
    return refusalReply(validationRefusal([{ loc: ['body', 'template_components', lower, 'type'], msg: 'must be one of HEADER, BODY, BUTTON' }]));
  };
}

export const lowerCaseTypesRefused: FaultyBuild = {
  name: 'lower-case-types-refused',
  deviation: 'A template send whose component types are lower case, as the send format writes them, is refused with 422 validation_error.',
  section: '2.4',
  breaks: { '2.4-lower-case-types': ['lower-case-header-sent', 'lower-case-body-and-button-sent'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', upperCaseOnly) }),
};
