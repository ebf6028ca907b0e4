/**
 * Every kind of hostile body for `POST /api/v2/messages`, built around valid sends to `to` (free-form
 * ones, or a template for the template's own check): broken
 * JSON, malformed UTF-8, deep nesting, values of the wrong type, prototype member names, bodies
 * that are JSON but no object, random bytes, and long strings (up to 100,000 characters; the
 * 10 MB bodies have a check of their own).
 */
import fc from 'fast-check';
import { freeFormTo, freeFormTypes, plainTemplateTo } from '../run/send-examples.ts';
import { brokenJson } from './broken-json.ts';
import { deepNesting } from './deep-nesting.ts';
import { hostileBytes, randomBytes, type HostileBytes } from './hostile-bytes.ts';
import { invalidUtf8 } from './invalid-utf8.ts';
import { prototypeKeys } from './prototype-keys.ts';
import { typeSwapBytes } from './type-swaps.ts';

const notObjects = ['null', '5', '-0', '"a string"', '[]', '[{"to":"12025550101"}]', 'true', '""', ' '];

/** Valid sends the hostile bodies are built around: every free-form type, or a template. */
export type HostileBase = 'free-form' | 'template';

export function hostileSendBody(to: string, base: HostileBase = 'free-form'): fc.Arbitrary<HostileBytes> {
  const valid = base === 'template' ? fc.constant(plainTemplateTo(to)) : fc.constantFrom(...freeFormTypes.map((kind) => freeFormTo(kind, to)));
  return fc.oneof(
    { weight: 2, arbitrary: valid.chain((body) => brokenJson(body)) },
    { weight: 1, arbitrary: valid.chain((body) => invalidUtf8(body, 'to')) },
    { weight: 1, arbitrary: invalidUtf8(freeFormTo('text', to), 'text') },
    // Deep nesting is weighted up: the harm it does shows only past some depth, on some paths.
    { weight: 4, arbitrary: valid.chain((body) => deepNesting(body, 'to')) },
    { weight: 2, arbitrary: valid.chain((body) => typeSwapBytes(body)) },
    { weight: 2, arbitrary: valid.chain((body) => prototypeKeys(body)) },
    { weight: 1, arbitrary: fc.constantFrom(...notObjects).map((text) => hostileBytes(`not an object: ${JSON.stringify(text)}`, text)) },
    { weight: 1, arbitrary: randomBytes(512) },
    { weight: 1, arbitrary: fc.integer({ min: 4_097, max: 100_000 }).map((n) => hostileBytes(`a text of ${n} characters`, JSON.stringify({ to, type: 'text', text: 'x'.repeat(n) }))) },
  );
}
