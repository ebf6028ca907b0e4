/** The send body (section 2.1) once validation has accepted it, typed from the contract. */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import { specLimits } from '../limits/spec-limits.ts';

type Schemas = components['schemas'];

export type SendRequest = Schemas['SendMessageRequest'];
export type TextSend = Schemas['TextSend'];
export type TemplateSend = Schemas['TemplateSend'];
export type MediaSend = Schemas['ImageSend'] | Schemas['DocumentSend'] | Schemas['VideoSend'] | Schemas['AudioSend'];
export type InteractiveSend = Schemas['InteractiveSend'];
export type Interactive = Schemas['Interactive'];
export type TemplateSendComponent = Schemas['TemplateSendComponent'];
export type SendType = NonNullable<Schemas['SendCommon']['type']>;

/** The type of an accepted send: the send check filled in the gateway's default (section 2.1: text) already. */
export function sendTypeOf(send: { type?: string }): SendType {
  return (send.type ?? specLimits.typeDefault) as SendType;
}

/** Free-form types are allowed only inside the 24-hour window (section 1, item 1). */
export function isFreeForm(type: SendType): boolean {
  return type !== 'template';
}
