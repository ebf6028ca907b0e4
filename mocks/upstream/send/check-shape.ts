/**
 * The request body against the contract's `SendMessageRequest`. ajv decides; the schema walk
 * explains the first fault in the platform's terms and adds the contract's own limits. The walk
 * is slow, so a body ajv accepts is walked only where those limits live (interactive messages).
 */
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { componentSchema, isPlainObject } from './contract-schema.ts';
import { explain } from './explain-shape.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { SendMessageRequest } from './send-types.ts';

/** The body as a send request, or the refusal naming its first fault. */
export function checkShape(body: unknown): SendMessageRequest | Refusal {
  if (!isPlainObject(body)) return refusal(100, 'The request body must be a JSON object.');
  const validate = schemaCompiler('upstream').component('SendMessageRequest');
  const valid = validate(body);
  if (valid && body.type !== 'interactive') return body as SendMessageRequest;
  const explained = explain(componentSchema('SendMessageRequest'), body, '');
  if (explained) return explained;
  // Only reached if the walk misses a fault ajv sees; still refused, in the generic terms.
  if (!valid) {
    const first = validate.errors?.[0];
    return refusal(100, `Invalid parameter at '${first?.instancePath ?? ''}': ${first?.message ?? 'not valid'}.`);
  }
  return body as SendMessageRequest;
}
