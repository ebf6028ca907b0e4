/**
 * Sections 2.1, 2.2 and 3.2: a template send's components may be left out, a template with no
 * local copy is looked up on the platform, and a one-time code is never stored. Each build gets
 * one of these wrong around the reference's template and send steps.
 */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import type { PlatformClient } from '../../../reference/platform/platform-client.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A validator that marks template_components required, and at least one.
function componentsRequired(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { send } = context;
    if (reply || send?.type !== 'template' || (send.template_components?.length ?? 0) > 0) return reply;
    context.send = undefined;
    return refusalReply(validationRefusal([{ loc: ['body', 'template_components'], msg: 'must hold at least 1 component' }]));
  };
}

export const templateComponentsRequired: FaultyBuild = {
  name: 'template-components-required',
  deviation: 'A template send without template_components, or with an empty list, is refused with 422 validation_error, even for a template without variables.',
  section: '2.1',
  breaks: { '2.1-template-components-optional': ['components-absent', 'components-empty-array'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', componentsRequired) }),
};

// Templates read from the last sync only: a name with no local copy is never asked of the platform.
function neverLookedUp(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { gateway } = context;
    const platform = Object.create(gateway.platform) as PlatformClient;
    platform.templates = async () => [];
    context.gateway = { ...gateway, platform };
    try {
      return await original(context);
    } finally {
      context.gateway = gateway;
    }
  };
}

export const templatesNeverLookedUp: FaultyBuild = {
  name: 'templates-never-looked-up',
  deviation: 'A template the gateway holds no local copy of is never looked up on the platform: the send is 422 template_not_found until a sync.',
  section: '3.2',
  breaks: { '3.2-lookup-without-sync': ['platform-only-template-sent', 'platform-only-code-template-sent'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', neverLookedUp) }),
};

// The record kept with the code, for support staff; the answer still says only "Verification code sent".
function codeKept(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const code = context.oneTimeCode;
    if (reply?.status !== 200 || code === undefined) return reply;
    const { id } = JSON.parse(reply.body) as { id: string };
    const record = context.gateway.state.messages.get(id);
    if (record) context.gateway.state.messages.set(id, { ...record, content: code });
    return reply;
  };
}

export const codeKeptInRecord: FaultyBuild = {
  name: 'code-kept-in-record',
  deviation: 'The stored record of a one-time-code send keeps the code as its content, though the answer shows only Verification code sent.',
  section: '2.2',
  breaks: { '2.2-code-never-stored-or-logged': ['code-not-stored'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', codeKept) }),
};
