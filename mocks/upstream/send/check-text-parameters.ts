/**
 * Placeholder values of a TEXT header and of the body: as many as the template has placeholders,
 * matched by position for numbered templates and by `parameter_name` for named ones.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { templateParts, type SendParts } from './parts.ts';
import { placeholderKeys } from './placeholders.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { BodySendParameter, HeaderSendParameter } from './send-types.ts';

type Slot = 'header' | 'body';

function plural(count: number): string {
  return count === 1 ? '1 value' : `${count} values`;
}

function checkNames(slot: Slot, keys: readonly string[], parameters: (HeaderSendParameter | BodySendParameter)[]): Refusal | undefined {
  const seen = new Set<string>();
  for (const [index, parameter] of parameters.entries()) {
    const name = 'parameter_name' in parameter ? parameter.parameter_name : undefined;
    if (name === undefined) return refusal(132000, `${slot}: value ${index + 1} has no parameter_name; the template's placeholders are named (${keys.join(', ')}).`);
    if (!keys.includes(name)) return refusal(132000, `${slot}: parameter_name ${name} is not a placeholder of the template (${keys.join(', ')}).`);
    if (seen.has(name)) return refusal(132000, `${slot}: parameter_name ${name} is given more than once.`);
    seen.add(name);
  }
  return undefined;
}

function checkSlot(slot: Slot, keys: readonly string[], parameters: (HeaderSendParameter | BodySendParameter)[], format: PlatformTemplate['parameterFormat']): Refusal | undefined {
  if (parameters.length !== keys.length) return refusal(132000, `${slot}: ${plural(parameters.length)} given, ${keys.length} expected.`);
  if (format === 'NAMED') return checkNames(slot, keys, parameters);
  // Numbered placeholders are matched by position; a name suggests the send was written for
  // another template, and the platform treats an unexpected member as an invalid parameter.
  const index = parameters.findIndex((p) => 'parameter_name' in p && p.parameter_name !== undefined);
  if (index >= 0) return refusal(100, `${slot}: value ${index + 1} has a parameter_name, but the template's placeholders are numbered.`);
  return undefined;
}

/** Refuses header and body values that do not fit the template's placeholders (132000). */
export function checkTextParameters(template: PlatformTemplate, sent: SendParts): Refusal | undefined {
  if (sent.headers.length > 1) return refusal(131009, 'header: the component is given more than once.');
  if (sent.bodies.length > 1) return refusal(131009, 'body: the component is given more than once.');
  const { header, body } = templateParts(template);
  const headerValues = sent.headers[0]?.parameters ?? [];
  if (!header || header.format === 'TEXT') {
    const keys = placeholderKeys(header?.text);
    const other = headerValues.find((p) => p.type !== 'text');
    if (header && other) return refusal(132012, `header: Format mismatch, expected TEXT, received ${other.type.toUpperCase()}.`);
    const found = checkSlot('header', keys, headerValues, template.parameterFormat);
    if (found) return found;
  }
  return checkSlot('body', placeholderKeys(body?.text), sent.bodies[0]?.parameters ?? [], template.parameterFormat);
}
