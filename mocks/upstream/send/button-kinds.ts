/**
 * Which template buttons take a value at send time, through which `sub_type`, and whether the
 * send must give it.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { placeholderKeys } from './placeholders.ts';
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

// Shared answers: every template send asks this of each of its template's buttons, twice.
const urlInput: Readonly<ButtonInput> = Object.freeze({ subType: 'url', required: true });
const copyCodeInput: Readonly<ButtonInput> = Object.freeze({ subType: 'copy_code', required: true });
const quickReplyInput: Readonly<ButtonInput> = Object.freeze({ subType: 'quick_reply', required: false });

/** What the send gives this button, `undefined` for a button that takes nothing (static URL, phone). */
export function inputOf(template: Pick<PlatformTemplate, 'category'>, button: TemplateButton): Readonly<ButtonInput> | undefined {
  if (isCodeButton(template, button)) return urlInput;
  if (button.type === 'URL' && placeholderKeys(button.url).length > 0) return urlInput;
  if (button.type === 'COPY_CODE') return copyCodeInput;
  if (button.type === 'QUICK_REPLY') return quickReplyInput;
  return undefined;
}

/** How a refusal names a button kind. */
export function kindOf(button: TemplateButton): string {
  return button.otp_type ? `${button.type} ${button.otp_type}` : button.type;
}
