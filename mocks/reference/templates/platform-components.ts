/**
 * Template components as the platform's listing gives them, turned into the local upper-case
 * shape (section 2.5). Sample values and platform-only settings are left out; buttons keep their
 * positions, because a send addresses a button by its index.
 */
import type { LocalTemplate, TemplateButton, TemplateComponent } from './local-template.ts';

type Fields = Record<string, unknown>;
type Category = LocalTemplate['category'];

const mediaFormats = new Set(['IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']);

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function button(value: unknown, category: Category): TemplateButton | undefined {
  if (!isFields(value) || typeof value.type !== 'string') return undefined;
  const label = text(value.text);
  if (value.type === 'URL' && category === 'AUTHENTICATION') {
    // The platform shows a converted code button as URL; locally it stays the code button.
    return { type: 'OTP', otp_type: 'COPY_CODE', text: label };
  }
  switch (value.type) {
    case 'URL':
      return { type: 'URL', text: label, url: text(value.url) };
    case 'QUICK_REPLY':
      return { type: 'QUICK_REPLY', text: label };
    case 'PHONE_NUMBER':
      return { type: 'PHONE_NUMBER', text: label, phone_number: text(value.phone_number) };
    default: {
      // OTP (any otp_type) and kinds the local schema has no room for are kept as listed, so the
      // send path can refuse one-tap and zero-tap buttons and later positions stay right.
      const kept: Fields = { type: value.type, text: label };
      if (typeof value.otp_type === 'string') kept.otp_type = value.otp_type;
      return kept as TemplateButton;
    }
  }
}

function component(value: unknown, category: Category): TemplateComponent | undefined {
  if (!isFields(value)) return undefined;
  switch (value.type) {
    case 'HEADER':
      if (value.format === 'TEXT') return { type: 'HEADER', format: 'TEXT', text: text(value.text) };
      if (typeof value.format === 'string' && mediaFormats.has(value.format)) {
        return { type: 'HEADER', format: value.format as Exclude<Extract<TemplateComponent, { type: 'HEADER' }>['format'], 'TEXT'> };
      }
      return undefined;
    case 'BODY':
      return { type: 'BODY', text: text(value.text) };
    case 'FOOTER':
      return { type: 'FOOTER', text: text(value.text) };
    case 'BUTTONS': {
      const listed: unknown[] = Array.isArray(value.buttons) ? value.buttons : [];
      return { type: 'BUTTONS', buttons: listed.flatMap((b) => button(b, category) ?? []) };
    }
    default:
      return undefined;
  }
}

/** The local form of a platform template's `components`; parts it cannot read are left out. */
export function componentsFromPlatform(listed: unknown, category: Category): TemplateComponent[] {
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((c: unknown) => component(c, category) ?? []);
}
