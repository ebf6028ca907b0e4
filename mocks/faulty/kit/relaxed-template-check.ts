/**
 * A template check left out: where the reference's template step refuses a send, the build asks it
 * again about a send the missing check would not have noticed (`fitted`, made from the send and the
 * local template it names) and, when that one passes, goes on with the send as the client wrote
 * it, so the platform gets what the service should have refused.
 */
import type { Step } from '../../reference/pipeline/step.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import type { TemplateSend } from '../../reference/send/send-request.ts';
import type { LocalTemplate } from '../../reference/templates/local-template.ts';
import { codeOf } from './replies.ts';

/** `fitted` answers the send the lax check would have passed, or `undefined` where it finds nothing to forgive. */
export type Fitting = (send: TemplateSend, template: LocalTemplate) => TemplateSend | undefined;

/** The template step without one of its checks: refusals answered with `codes` are tried again on the fitted send. */
export function relaxedTemplateCheck(codes: readonly string[], fitted: Fitting): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => async (context) => {
    const reply = await original(context);
    const { send, caller } = context;
    if (!reply || !send || send.type !== 'template' || !caller || !codes.includes(codeOf(reply) ?? '')) return reply;
    const template = (context.gateway.state.templates.get(caller.number.businessAccountId) ?? []).find((t) => t.name === send.template_name && t.language === send.template_language);
    const fit = template && fitted(send, template);
    if (!fit) return reply;
    context.send = fit;
    const again = await original(context);
    context.send = send;
    return again ?? undefined;
  };
}
