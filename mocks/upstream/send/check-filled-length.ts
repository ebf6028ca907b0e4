/**
 * The body once its values are in: the platform refuses a message body that grows past the
 * length a template body may have.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { fillBody } from './fill-template.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { TemplateSendComponent } from './send-types.ts';

/** Longest template body, in characters, with the values filled in. */
export const longestBody = 1024;

/** Refuses a body longer than `longestBody` once filled (132005). */
export function checkFilledLength(template: PlatformTemplate, components: TemplateSendComponent[] | undefined): Refusal | undefined {
  // Only the body is measured: filling the buttons too was most of this rule's cost on every template send.
  const body = fillBody(template, components);
  // A character is one or two UTF-16 units, so a body of at most `longestBody` units is within
  // the limit: its characters are counted (an array of them) only when it is longer than that.
  if (body.length <= longestBody) return undefined;
  const length = [...body].length;
  if (length <= longestBody) return undefined;
  return refusal(132005, `body: ${length} characters once the values are filled in; at most ${longestBody} are allowed.`);
}
