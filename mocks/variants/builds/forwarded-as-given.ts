/**
 * Values the spec leaves to the platform, passed on as the client gave them: a build that copies
 * template components through instead of rebuilding them (decision A80), and one that forwards an
 * interactive object it cannot read instead of refusing its shape (A24). The platform refuses
 * what it cannot take, and the gateway answers that refusal with 502 `send_failed` (section 7).
 */
import { changingPlatformRequest } from '../../faulty/kit/platform-payload.ts';
import { changeStep } from '../../faulty/kit/steps.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The platform request with the template's components exactly as the client sent them, when it sent any. */
const componentsAsGiven = changingPlatformRequest((request, received) => {
  if (!('template_components' in received) || !isFields(request.template)) return request;
  return { ...request, template: { ...request.template, components: received.template_components } };
});

export const componentsForwardedAsGiven: AllowedVariant = {
  name: 'components-forwarded-as-given',
  decision: 'A80',
  sections: ['2.1', '2.4', '2.5', '4.1'],
  change: 'Template components go to the platform exactly as the client sent them (an empty component, a quick reply without a payload, unknown members and all) instead of rebuilt with the empty ones left out; the platform refuses what it cannot take (502 send_failed). One-time-code sends are still built by the gateway.',
  parts: (base) => ({
    sendSteps: changeStep(base.sendSteps, 'send', (original) => {
      const asGiven = componentsAsGiven(original);
      return (context) => (context.send?.type === 'template' && context.oneTimeCode === undefined ? asGiven(context) : original(context));
    }),
  }),
};

/** Kinds section 1 rules out by name: refused locally, never forwarded (sending them would be trying to send them). */
const ruledOut = new Set(['flow', 'catalog_message', 'product', 'product_list', 'location_request_message']);
const known = new Set(['buttons', 'list', 'cta_url']);

/** An interactive object whose kind is a near spelling of a supported one, or whose `cta` is not an object. */
function leftToPlatform(received: Fields): Fields | undefined {
  const interactive = received.interactive;
  if (received.type !== 'interactive' || !isFields(interactive) || typeof interactive.type !== 'string') return undefined;
  if (ruledOut.has(interactive.type)) return undefined;
  if (!known.has(interactive.type)) return interactive;
  return interactive.type === 'cta_url' && 'cta' in interactive && !isFields(interactive.cta) ? interactive : undefined;
}

/** A stand-in the reference validates in place of an interactive left to the platform, so every other field is still checked. */
function standIn(interactive: Fields): Fields {
  return { type: 'buttons', body: typeof interactive.body === 'string' ? interactive.body : 'stand-in', buttons: [{ id: 'stand-in', title: 'Stand-in' }] };
}

function receivedBody(context: SendContext): Fields | undefined {
  const { body } = context.input;
  return body.kind === 'json' && isFields(body.value) ? body.value : undefined;
}

function validatingStandIn(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const received = receivedBody(context);
    const interactive = received && leftToPlatform(received);
    if (!received || !interactive) return original(context);
    const { input } = context;
    context.input = { ...input, body: { kind: 'json', value: { ...received, interactive: standIn(interactive) } } };
    try {
      return original(context);
    } finally {
      context.input = input;
    }
  };
}

const interactiveAsGiven = changingPlatformRequest((request, received) => {
  const interactive = leftToPlatform(received);
  return interactive ? { ...request, interactive } : request;
});

export const interactiveShapeLeftToPlatform: AllowedVariant = {
  name: 'interactive-shape-left-to-platform',
  decision: 'A24',
  sections: ['2.3', '4.1'],
  change: 'An interactive object whose type is a near spelling of a supported kind (button, BUTTONS, empty), or whose cta is not an object, goes to the platform as given instead of being refused with 422; the platform refuses it (502 send_failed). Kinds section 1 rules out are still refused locally.',
  parts: (base) => ({ sendSteps: changeStep(changeStep(base.sendSteps, 'validate', validatingStandIn), 'send', interactiveAsGiven) }),
};
