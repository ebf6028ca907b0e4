/**
 * The request body against the contract's `SendMessageRequest`. ajv decides; the schema walk
 * explains the first fault in the platform's terms and adds the contract's own limits. The walk
 * is slow, so a body ajv accepts is walked only where those limits live (interactive messages).
 */
import { loadContract } from '../../../contracts/index.ts';
import { createSchemaCompiler, schemaCompiler, type ErrorObject, type ErrorReport, type SchemaCompiler, type ValidateFunction } from '../../../contracts/schemas.ts';
import { lowerComponentNames } from './component-case.ts';
import { componentSchema, isPlainObject, resolveSchema, type SchemaNode } from './contract-schema.ts';
import { explain } from './explain-shape.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { SendMessageRequest } from './send-types.ts';
import { taggedDocument } from './tagged-unions.ts';

const unionName = 'SendMessageRequest';
const componentPrefix = '#/components/schemas/';

interface Validators {
  union: ValidateFunction;
  /** The union's branch for each message type, and the type a body without one is read as. */
  byType: Map<string, ValidateFunction>;
  defaultType: string | undefined;
}

/** Validators that stop at the first fault, for the verdict; `reporting` reports them all, for a refusal. */
let verdicts: Validators | undefined;
let reporting: Validators | undefined;

/**
 * The verdict's compiler also picks each tagged union's branch by its tag (tagged-unions.ts):
 * trying every branch of a send's parameters and buttons was half of ajv's work on a template
 * send. The refusal's first fault still comes from the contract as written.
 */
function compilerFor(report: ErrorReport): SchemaCompiler {
  return report === 'first' ? createSchemaCompiler('upstream', taggedDocument(loadContract('upstream')), 'first', { discriminator: true }) : schemaCompiler('upstream', report);
}

/**
 * Validating against the whole union makes ajv try (and, reporting all errors, describe) every
 * branch a body does not match; its branches differ by their `type` constant, so judging a body by
 * its own type's branch gives the same verdict for a fraction of the work on every send.
 */
function loadValidators(report: ErrorReport): Validators {
  const compiler = compilerFor(report);
  const byType = new Map<string, ValidateFunction>();
  let defaultType: string | undefined;
  for (const branch of (componentSchema(unionName).oneOf ?? []) as SchemaNode[]) {
    const ref = typeof branch.$ref === 'string' && branch.$ref.startsWith(componentPrefix) ? branch.$ref.slice(componentPrefix.length) : undefined;
    const type = resolveSchema((resolveSchema(branch).properties as Record<string, SchemaNode> | undefined)?.type ?? {});
    if (ref === undefined || typeof type.const !== 'string') continue;
    byType.set(type.const, compiler.component(ref));
    if (type.default === type.const) defaultType = type.const;
  }
  return { union: compiler.component(unionName), byType, defaultType };
}

/** The validator for the body's own branch, or the whole union's when its type names none. */
function validatorOf(validators: Validators, type: unknown): ValidateFunction {
  return (typeof type === 'string' ? validators.byType.get(type) : undefined) ?? validators.union;
}

/**
 * The verdict, from validators that stop at the first fault: a send ajv accepts (nearly every one)
 * pays nothing for the `oneOf` branches its parameters do not take. The verdict is the one a
 * validator reporting every fault gives.
 */
function validate(body: Record<string, unknown>): { valid: boolean; type: unknown } {
  verdicts ??= loadValidators('first');
  const type = Object.hasOwn(body, 'type') ? body.type : verdicts.defaultType;
  return { valid: validatorOf(verdicts, type)(body) === true, type };
}

/** ajv's first fault as a validator reporting every fault lists it: only a refusal needs it. */
function firstFault(body: Record<string, unknown>, type: unknown): ErrorObject | undefined {
  reporting ??= loadValidators('all');
  const validator = validatorOf(reporting, type);
  validator(body);
  return validator.errors?.[0];
}

/** The body as a send request, or the refusal naming its first fault. */
export function checkShape(raw: unknown): SendMessageRequest | Refusal {
  if (!isPlainObject(raw)) return refusal(100, 'The request body must be a JSON object.');
  const body = lowerComponentNames(raw);
  const { valid, type } = validate(body);
  // The platform reads a send without `type` as text; the rules after this one see it so.
  const request = (valid && !Object.hasOwn(body, 'type') ? { ...body, type } : body) as SendMessageRequest;
  if (valid && request.type !== 'interactive') return request;
  const explained = explain(componentSchema(unionName), body, '');
  if (explained) return explained;
  // Only reached if the walk misses a fault ajv sees; still refused, in the generic terms.
  if (!valid) {
    const first = firstFault(body, type);
    return refusal(100, `Invalid parameter at '${first?.instancePath ?? ''}': ${first?.message ?? 'not valid'}.`);
  }
  return request;
}
