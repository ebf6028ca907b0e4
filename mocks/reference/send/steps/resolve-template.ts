/**
 * Sections 2.4, 3.2 and 4.1: the named template, from the local copy or else looked up on the
 * upstream platform (no manual sync), checked against the send. A template the platform had is
 * kept locally from then on (decision A48).
 */
import { refusal } from '../../errors/gateway-error.ts';
import type { GatewayCore } from '../../pipeline/gateway-core.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { checkTemplateSend } from '../../templates/check-template-send.ts';
import { localFromPlatform } from '../../templates/from-platform.ts';
import type { LocalTemplate } from '../../templates/local-template.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import type { SendContext } from '../send-context.ts';

function localVariants(gateway: GatewayCore, businessAccountId: string, name: string): LocalTemplate[] {
  return (gateway.state.templates.get(businessAccountId) ?? []).filter((t) => t.name === name);
}

async function upstreamVariants(gateway: GatewayCore, caller: Caller, name: string, now: number): Promise<LocalTemplate[] | undefined> {
  const link = gateway.state.upstream;
  if (!link) return undefined;
  const found = await gateway.platform.templates(link, caller.number, name);
  if (!found) return undefined;
  const businessAccountId = caller.number.businessAccountId;
  const variants = found.flatMap((item) => {
    const local = localFromPlatform(item, businessAccountId, now);
    return local && local.name === name ? [local] : [];
  });
  const kept = gateway.state.templates.get(businessAccountId) ?? [];
  gateway.state.templates.set(businessAccountId, [...kept, ...variants.filter((v) => !kept.some((k) => k.id === v.id))]);
  return variants;
}

export async function resolveTemplate(context: SendContext) {
  const { send, caller, gateway } = context;
  if (!send || !caller || send.type !== 'template') return undefined;
  let variants = localVariants(gateway, caller.number.businessAccountId, send.template_name);
  // Each language is a template of its own (one entry per language, section 2.5), so a language
  // without a local copy is looked up too (decision A68).
  if (!variants.some((v) => v.language === send.template_language)) {
    const fetched = await upstreamVariants(gateway, caller, send.template_name, context.now);
    if (!fetched && variants.length === 0) {
      return refusalReply(refusal('template_not_found', 'The template could not be looked up on the upstream platform.'));
    }
    if (fetched) variants = [...variants, ...fetched.filter((f) => !variants.some((v) => v.id === f.id))];
  }
  const verdict = checkTemplateSend(variants, send, gateway.limits.oneTimeCode, gateway.sendability);
  if (!verdict.ok) return refusalReply(verdict.refusal);
  context.template = verdict.template;
  if (verdict.oneTimeCode !== undefined) context.oneTimeCode = verdict.oneTimeCode;
  return undefined;
}
