/** Section 1: locations "cannot be sent at all"; section 2.1 lists the seven values of `type`. */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A fallback a team adds so that no send "fails": a location is sent as a text naming the place
// (its name and address, or its coordinates) instead of being refused.
function placeAsText(location: Record<string, unknown>): string {
  const words = [location.name, location.address].filter((part): part is string => typeof part === 'string' && part !== '');
  return words.length > 0 ? words.join(', ') : `${String(location.latitude)},${String(location.longitude)}`;
}

function locationAsText(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    if (!body || body.type !== 'location' || !isPlainObject(body.location)) return original(context);
    const text = { to: body.to, type: 'text', text: placeAsText(body.location) };
    context.input = { ...input, body: { kind: 'json', value: text } };
    const reply = await original(context);
    context.input = input;
    return reply;
  };
}

export const locationSentAsText: FaultyBuild = {
  name: 'location-sent-as-text',
  deviation: 'A send of type location is sent to the platform as a text naming the place instead of refused with 422 validation_error.',
  section: '1',
  breaks: { '1-unsupported-kinds': ['location-type-422'] },
  caughtBy: { files: ['suites/send/unsupported-kinds.check.ts'], checks: ['unsupported-kinds-are-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', locationAsText) }),
};
