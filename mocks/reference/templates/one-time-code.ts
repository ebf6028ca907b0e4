/**
 * The one-time code rule of section 4.1 as decision A28 reads it, with decision A29 for values
 * that are not strings. Reasons are fixed sentences: a code is a credential and never appears in
 * anything the gateway says.
 */

import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';

const edgeSpace = /^\s|\s$/u;
const lineBreakOrTab = /[\n\r\t]/u;
// A scheme followed by `://`, or `www.`, anywhere: a bare domain is not a link under A28.
const link = /[a-z][a-z0-9+.-]*:\/\/|www\./iu;
const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Why `value` is not an acceptable one-time code, `undefined` when it is; `length` counts code points (decision A1). */
export function oneTimeCodeProblem(value: unknown, length: SpecLimits['oneTimeCode'] = specLimits.oneTimeCode): string | undefined {
  if (typeof value !== 'string') return 'The one-time code must be a JSON string.';
  const characters = [...value].length;
  if (characters < length.min) return characters === 0 ? 'The one-time code is empty.' : `The one-time code is shorter than ${length.min} characters.`;
  if (characters > length.max) return `The one-time code is longer than ${length.max} characters.`;
  if (lineBreakOrTab.test(value)) return 'The one-time code contains a new line or a tab.';
  if (edgeSpace.test(value)) return 'The one-time code starts or ends with a space.';
  if (link.test(value)) return 'The one-time code contains a link.';
  if (emoji.test(value)) return 'The one-time code contains an emoji.';
  return undefined;
}
