/**
 * JSON text as the reference reads it off the wire (decision A73): UTF-8 only, a malformed byte
 * sequence refused rather than quietly replaced by U+FFFD (which would change a customer's text
 * without anyone noticing), and at most 64 levels of nesting, so no rule that walks a body (the
 * idempotency fingerprint among them) can run out of stack. A send is at most six levels deep.
 */
import { opensAtMost } from '../../http-kit/opening-brackets.ts';

export const maxJsonDepth = 64;

export type JsonReading = { ok: true; value: unknown } | { ok: false; reason: string };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

export function readJsonText(raw: Buffer): JsonReading {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    return { ok: false, reason: 'the body is not valid UTF-8' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the body is not valid JSON' };
  }
  if (!opensAtMost(text, maxJsonDepth) && jsonDepth(text) > maxJsonDepth) return { ok: false, reason: `the body is nested more than ${maxJsonDepth} levels deep` };
  return { ok: true, value };
}
