/**
 * What the template tests share: the default world's templates as local copies, send builders,
 * and a correct send for any template, with values chosen by the caller.
 */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import type { TemplateSend, TemplateSendComponent } from '../send/send-request.ts';
import type { LocalTemplate } from './local-template.ts';
import { isOneTimeCodeTemplate } from './one-time-code-template.ts';
import { placeholdersOf } from './placeholders.ts';
import { templateParts } from './template-parts.ts';

export const world = bundledWorld('default');
/** Never wrote in: only a template reaches this customer. */
export const newCustomer = '12025550103';

/** Every template of every business account of the default world, as the gateway holds it. */
export function fixtureTemplates(): LocalTemplate[] {
  return world.business_accounts.flatMap((account) =>
    account.templates.map(({ local_copy: _unused, ...t }) => ({
      ...structuredClone(t),
      business_account_id: account.id,
      parameter_format: t.parameter_format ?? 'POSITIONAL',
      components: structuredClone(t.components) as LocalTemplate['components'],
    })),
  );
}

/** The template of the main business account with this name and language. */
export function fixtureTemplate(name: string, language = 'en_US'): LocalTemplate {
  const found = fixtureTemplates().find((t) => t.business_account_id === '200000000000001' && t.name === name && t.language === language);
  if (!found) throw new Error(`no fixture template ${name} in ${language}`);
  return found;
}

/** Every language of `name` on the main business account. */
export function variantsOf(name: string): LocalTemplate[] {
  return fixtureTemplates().filter((t) => t.business_account_id === '200000000000001' && t.name === name);
}

export function templateSend(name: string, components?: unknown[], language = 'en_US'): TemplateSend {
  return { to: newCustomer, type: 'template', template_name: name, template_language: language, ...(components ? { template_components: components as TemplateSendComponent[] } : {}) };
}

export function body(...values: string[]): TemplateSendComponent {
  return { type: 'body', parameters: values.map((text) => ({ type: 'text', text })) };
}

export function namedBody(values: Record<string, string>): TemplateSendComponent {
  return { type: 'body', parameters: Object.entries(values).map(([parameter_name, text]) => ({ type: 'text', text, parameter_name })) };
}

export function header(...parameters: unknown[]): TemplateSendComponent {
  return { type: 'header', parameters } as TemplateSendComponent;
}

/** Picks the value for one placeholder: `slot` is header, body or button, `key` its key. */
export type ValueOf = (slot: 'header' | 'body' | 'button', key: string) => string;

function textValues(slot: 'header' | 'body', text: string | undefined, named: boolean, valueOf: ValueOf): unknown[] {
  return placeholdersOf(text).map((key) => ({ type: 'text', text: valueOf(slot, key), ...(named ? { parameter_name: key } : {}) }));
}

const mediaHeader: Record<string, unknown> = {
  IMAGE: { type: 'image', image: { link: 'https://media.fixture.test/new-collection.jpg' } },
  VIDEO: { type: 'video', video: { id: '1037543291543636' } },
  DOCUMENT: { type: 'document', document: { link: 'https://media.fixture.test/invoice.pdf', filename: 'invoice.pdf' } },
  LOCATION: { type: 'location', location: { latitude: '51.5072', longitude: '-0.1276', name: 'Flagship store' } },
};

/**
 * The components of a send the template accepts: every header and body placeholder filled, and
 * every URL button with a placeholder given a value. A one-time-code template gets `code` alone.
 */
export function correctComponents(template: LocalTemplate, valueOf: ValueOf, code = '482913'): TemplateSendComponent[] {
  const parts = templateParts(template);
  const named = template.parameter_format === 'NAMED';
  if (isOneTimeCodeTemplate(template)) return [body(code)];
  const out: unknown[] = [];
  const format = parts.header?.format;
  if (format === 'TEXT') {
    const values = textValues('header', parts.header && 'text' in parts.header ? parts.header.text : undefined, named, valueOf);
    if (values.length > 0) out.push(header(...values));
  } else if (format !== undefined) out.push(header(mediaHeader[format]));
  const bodyValues = textValues('body', parts.body, named, valueOf);
  if (bodyValues.length > 0) out.push({ type: 'body', parameters: bodyValues });
  for (const [index, button] of parts.buttons.entries()) {
    if (button.type === 'URL' && placeholdersOf(button.url).length > 0) {
      out.push({ type: 'button', sub_type: 'url', index: String(index), parameters: [{ type: 'text', text: valueOf('button', String(index)) }] });
    }
  }
  return out as TemplateSendComponent[];
}
