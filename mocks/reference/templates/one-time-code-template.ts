/**
 * Which templates carry a one-time code, and on which button (section 2.5: "button with
 * `otp_type`, or category AUTHENTICATION").
 */
import type { LocalTemplate, TemplateButton } from './local-template.ts';
import { templateParts } from './template-parts.ts';

type Template = Pick<LocalTemplate, 'category' | 'components'>;

/** True when a send of `template` is a one-time-code send. */
export function isOneTimeCodeTemplate(template: Template): boolean {
  return template.category === 'AUTHENTICATION' || templateParts(template).buttons.some((b) => b.type === 'OTP');
}

// The platform may show the code button of an authentication template as a URL button once it
// has converted it; the code still goes on that button.
function isCodeButton(template: Template, button: TemplateButton): boolean {
  return button.type === 'OTP' || (template.category === 'AUTHENTICATION' && button.type === 'URL');
}

/** Zero-based position of the button that carries the code, `undefined` when there is none. */
export function codeButtonIndex(template: Template): number | undefined {
  const index = templateParts(template).buttons.findIndex((b) => isCodeButton(template, b));
  return index < 0 ? undefined : index;
}

/**
 * True when a code button hands the code over some other way than copy-code (one-tap or
 * zero-tap), which the service does not support (section 4.1, decision A30).
 */
export function hasUnsupportedCodeButton(template: Template): boolean {
  // Read as a string: a template looked up on the platform may carry kinds the local schema omits.
  return templateParts(template).buttons.some((b) => b.type === 'OTP' && (b.otp_type as string) !== 'COPY_CODE');
}
