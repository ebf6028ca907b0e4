/** Section 2.1: `type` is one of seven lower-case values; "any other value is 422 `validation_error`". */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A lenient reader in front of validation: the type is trimmed and lower-cased before it is looked
// up, and the body is sent as that type.
function lenientType(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    const read = typeof body?.type === 'string' ? body.type.trim().toLowerCase() : '';
    if (body && read !== '' && read !== body.type) context.input = { ...input, body: { kind: 'json', value: { ...body, type: read } } };
    return original(context);
  };
}

export const typeReadCaseInsensitively: FaultyBuild = {
  name: 'type-read-case-insensitively',
  deviation: 'A type spelt in another case or with spaces around it (TEXT, "interactive ") is read as that type and sent.',
  section: '2.1',
  caughtBy: { files: ['suites/send/type-values.check.ts'], checks: ['type-near-spellings-are-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', lenientType) }),
};
