/**
 * The shapes a send deals in, named once from the generated contract types.
 */
import type { components } from '../../../contracts/types/upstream.ts';

type Schemas = components['schemas'];

export type SendMessageRequest = Schemas['SendMessageRequest'];
export type SendMessageResponse = Schemas['SendMessageResponse'];
export type TemplateMessageRequest = Schemas['TemplateMessageRequest'];
export type TemplateSendComponent = Schemas['TemplateSendComponent'];
export type HeaderSendComponent = Schemas['HeaderSendComponent'];
export type BodySendComponent = Schemas['BodySendComponent'];
export type ButtonSendComponent = Schemas['ButtonSendComponent'];
export type HeaderSendParameter = Schemas['HeaderSendParameter'];
export type BodySendParameter = Schemas['BodySendParameter'];
export type TemplateButton = Schemas['TemplateButton'];
export type TemplateHeaderComponent = Schemas['TemplateHeaderComponent'];
