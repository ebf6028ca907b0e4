/**
 * A valid free-form send of any type (text, media, interactive) with generated wording, to one
 * recipient: the population the 24-hour window rule of section 1 applies to.
 */
import fc from 'fast-check';
import { freeFormTo, freeFormTypes } from '../run/send-examples.ts';

export function freeFormSend(to: string): fc.Arbitrary<Record<string, unknown>> {
  const words = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);
  return fc.tuple(fc.constantFrom(...freeFormTypes), words).map(([kind, text]) => freeFormTo(kind, to, text));
}
