/**
 * The parameter shape a template asks for (section 2.4, decision A27): enough header and body
 * text values, in the template's one style, and the media or place a media or location header
 * needs. Values beyond what the template asks for, and button values, are left to the platform.
 * Problems never quote a value or a name the caller wrote, so a one-time code cannot leak.
 */
import type { LocalTemplate } from './local-template.ts';
import { placeholdersOf } from './placeholders.ts';
import { parameterNameOf, templateParts, type HeaderParameter, type SendParts, type TemplateHeader } from './template-parts.ts';

type Slot = 'header' | 'body';
type Style = LocalTemplate['parameter_format'];

function values(count: number): string {
  return count === 1 ? '1 value' : `${count} values`;
}

function namedProblem(slot: Slot, keys: readonly string[], parameters: readonly object[]): string | undefined {
  const given = new Set<string>();
  for (const [index, parameter] of parameters.entries()) {
    const name = parameterNameOf(parameter);
    if (typeof name !== 'string') return `The ${slot} value ${index + 1} has no parameter_name; this template's ${slot} placeholders are named: ${keys.join(', ')}.`;
    if (!keys.includes(name)) return `The ${slot} value ${index + 1} names no placeholder of this template; its ${slot} placeholders are ${keys.join(', ')}.`;
    if (given.has(name)) return `The ${slot} value ${index + 1} repeats a parameter_name given before it.`;
    given.add(name);
  }
  const missing = keys.filter((key) => !given.has(key));
  if (missing.length > 0) return `The ${slot} has no value for the placeholder${missing.length === 1 ? '' : 's'} ${missing.join(', ')}.`;
  return undefined;
}

/**
 * Why the text values of one slot do not fit its placeholders, `undefined` when they do. A slot
 * without placeholders is not judged: whatever a send puts there is surplus, the platform's call.
 */
export function textSlotProblem(slot: Slot, keys: readonly string[], parameters: readonly object[], style: Style): string | undefined {
  if (keys.length === 0) return undefined;
  if (style === 'NAMED') return namedProblem(slot, keys, parameters);
  const named = parameters.findIndex((p) => parameterNameOf(p) !== undefined);
  if (named >= 0) return `The ${slot} value ${named + 1} has a parameter_name, but this template's placeholders are numbered.`;
  if (parameters.length < keys.length) return `The ${slot} has ${values(parameters.length)} for ${keys.length} placeholders.`;
  return undefined;
}

function hasSource(media: unknown): boolean {
  if (typeof media !== 'object' || media === null) return false;
  const { link, id } = media as { link?: unknown; id?: unknown };
  return typeof link === 'string' || typeof id === 'string';
}

/** Why a media or location header is missing or of the wrong kind, `undefined` when it fits. */
export function mediaHeaderProblem(format: Exclude<TemplateHeader['format'], 'TEXT'>, parameters: readonly HeaderParameter[]): string | undefined {
  const wanted = format.toLowerCase();
  const [first] = parameters;
  if (!first) return `This template has a ${format} header; send a header parameter of type ${wanted}.`;
  if (first.type !== wanted) return `This template has a ${format} header, not ${first.type.toUpperCase()}; send a header parameter of type ${wanted}.`;
  if (first.type === 'image' && !hasSource(first.image)) return 'The header image needs a link.';
  if (first.type === 'video' && !hasSource(first.video)) return 'The header video needs a link.';
  if (first.type === 'document' && !hasSource(first.document)) return 'The header document needs a link.';
  return undefined;
}

function headerProblem(header: TemplateHeader | undefined, sent: SendParts, style: Style): string | undefined {
  if (!header) return undefined;
  if (header.format !== 'TEXT') return mediaHeaderProblem(header.format, sent.header);
  // Only text values count toward a text header; anything else is surplus (section 2.4).
  const texts = sent.header.filter((p) => p.type === 'text');
  return textSlotProblem('header', placeholdersOf(header.text), texts, style);
}

/** The first way the send's header and body values miss the template's shape, `undefined` if none. */
export function parameterProblem(template: LocalTemplate, sent: SendParts): string | undefined {
  const parts = templateParts(template);
  const style = template.parameter_format;
  return headerProblem(parts.header, sent, style) ?? textSlotProblem('body', placeholdersOf(parts.body), sent.body, style);
}
