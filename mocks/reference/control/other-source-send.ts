/**
 * Control operation `sendFromOtherSource` (capability other_source_sends): the number sends a
 * text the way the product's inbox, AI agent or a campaign would. Section 6: message.sent fires
 * for whatever the number sends, from any source. Not an API send, so the agent does not stand
 * down (section 1, item 2) and no key is kept.
 */
import type { GatewayCore } from '../pipeline/gateway-core.ts';
import { specLimits } from '../limits/spec-limits.ts';
import { outboundRecord } from '../messages/message-record.ts';
import { textMessage } from '../platform-message/to-platform-message.ts';
import { controlError, type ControlAnswer } from './control-answer.ts';

const sources = { INBOX: 'HUMAN', AI_AGENT: 'AI_AGENT', CAMPAIGN: 'CAMPAIGN' } as const;
type Source = keyof typeof sources;

interface OtherSourceSend {
  to: string;
  text: string;
  source: Source;
}

function readSend(body: unknown): OtherSourceSend | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { to, text, source, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (typeof to !== 'string' || !/^[1-9][0-9]{6,14}$/.test(to)) return undefined;
  // The control contract bounds the text as section 8 bounds an API text, whatever a build's own limits.
  if (typeof text !== 'string' || text.length === 0 || [...text].length > specLimits.text) return undefined;
  if (typeof source !== 'string' || !Object.hasOwn(sources, source)) return undefined;
  return { to, text, source: source as Source };
}

export async function sendFromOtherSource(gateway: GatewayCore, phoneNumberId: string, body: unknown): Promise<ControlAnswer> {
  const send = readSend(body);
  if (!send) return controlError(400, 'invalid_request', `give to (digits), text (1 to ${specLimits.text} characters) and source (INBOX, AI_AGENT or CAMPAIGN), nothing else`);
  const number = gateway.state.numbers.get(phoneNumberId);
  if (!number || number.connection !== 'CONNECTED') return controlError(404, 'unknown_number', 'no connected number with this id');
  const link = gateway.state.upstream;
  if (!link) return controlError(502, 'upstream_unreachable', 'no upstream platform is configured');
  const outcome = await gateway.platform.send(link, number, textMessage({ to: send.to, type: 'text', text: send.text }));
  if (outcome.kind !== 'accepted') return controlError(502, 'upstream_refused', 'the upstream platform did not take the message');
  const now = gateway.clock.now();
  const record = outboundRecord({ id: gateway.ids(now), messageType: 'text', content: send.text, source: sources[send.source], waMessageId: outcome.waMessageId, at: now, templateName: null, redacted: false });
  gateway.state.messages.set(record.id, record);
  gateway.state.messagesByPlatformId.set(record.wa_message_id, record.id);
  gateway.events.emit({ name: 'message.sent', phoneNumberId: number.phoneNumberId, at: now, payload: { message: { ...record }, to: send.to, wording: send.text } });
  return { status: 200, body: { wa_message_id: outcome.waMessageId } };
}
