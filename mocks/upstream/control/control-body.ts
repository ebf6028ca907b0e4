/**
 * Control requests are checked against the mock's own contract before anything changes; a bad
 * one answers 400 naming the field and the value received.
 */
import { json, type Answer } from '../answer.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';

export function controlError(status: number, error: string, message: string): Answer {
  return json(status, { error, message });
}

/** The body as `T`, or the 400 answer that says what is wrong with it. */
export function controlBody<T>(schemaName: string, body: unknown): { ok: true; value: T } | { ok: false; answer: Answer } {
  const validate = schemaCompiler('upstream').component(schemaName);
  if (validate(body)) return { ok: true, value: body as T };
  const first = validate.errors?.[0];
  const where = first?.instancePath || '(body)';
  return { ok: false, answer: controlError(400, 'invalid_request', `${where}: ${first?.message ?? 'invalid'}; got ${JSON.stringify(body)?.slice(0, 200)}`) };
}
