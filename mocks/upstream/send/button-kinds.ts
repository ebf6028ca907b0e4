/**
 * Which template buttons take a value at send time, through which `sub_type`, and whether the
 * send must give it.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { placeholdersOf } from './placeholders.ts';
import type { ButtonSendComponent, TemplateButton } from './send-types.ts';

export interface ButtonInput {
  subType: ButtonSendComponent['sub_type'];
  required: boolean;
}

/**
 * The one-time code button of an authentication template. The platform lists it as OTP, or as URL
 * once it has converted it; either way the code is sent on it as a URL button parameter.
 */
export function isCodeButton(template: Pick<PlatformTemplate, 'category'>, button: TemplateButton): boolean {
  return button.type === 'OTP' || (template.category === 'AUTHENTICATION' && button.type === 'URL');
}

/** What the send gives this button, `undefined` for a button that takes nothing (static URL, phone). */
export function inputOf(template: Pick<PlatformTemplate, 'category'>, button: TemplateButton): ButtonInput | undefined {
  if (isCodeButton(template, button)) return { subType: 'url', required: true };
  if (button.type === 'URL' && placeholdersOf(button.url).length > 0) return { subType: 'url', required: true };
  if (button.type === 'COPY_CODE') return { subType: 'copy_code', required: true };
  if (button.type === 'QUICK_REPLY') return { subType: 'quick_reply', required: false };
  return undefined;
}

/** How a refusal names a button kind. */
export function kindOf(button: TemplateButton): string {
  return button.otp_type ? `${button.type} ${button.otp_type}` : button.type;
}
