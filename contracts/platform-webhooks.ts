/**
 * The schema of the platform's current webhook bodies (`platform-webhooks.schema.json`), compiled
 * once. It describes the platform, not the mock: tests hold the mock's webhooks to it so that a
 * body a platform client would refuse is caught here first.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

const fileName = 'platform-webhooks.schema.json';

let validator: ValidateFunction | undefined;

/** Absolute path of the schema file. */
export function platformWebhooksSchemaPath(): string {
  return new URL(fileName, import.meta.url).pathname;
}

/** A validator for one webhook body as the platform posts it today. */
export function platformWebhookValidator(): ValidateFunction {
  if (!validator) {
    const schema = JSON.parse(readFileSync(platformWebhooksSchemaPath(), 'utf8')) as object;
    validator = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false }).compile(schema);
  }
  return validator;
}
