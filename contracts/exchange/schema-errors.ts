/**
 * Turns ajv's errors into "expected vs got" lines. Composite keywords (oneOf, anyOf, if) only
 * say that something deeper failed, so the deepest errors are the ones worth showing.
 */
import type { ErrorObject } from '../schemas.ts';
import { describeValue } from './violation.ts';

export interface SchemaMismatch {
  pointer: string;
  expected: string;
  got: string;
}

const wrappers = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not']);

function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), root);
}

function expectation(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'property present';
    case 'enum':
      return `one of ${JSON.stringify(p.allowedValues)}`;
    case 'const':
      return JSON.stringify(p.allowedValue);
    case 'type':
      return `type ${String(p.type)}`;
    case 'additionalProperties':
      return `no property ${JSON.stringify(p.additionalProperty)}`;
    case 'oneOf':
      return 'exactly one of the alternatives';
    default:
      return `${error.keyword}: ${error.message ?? ''}`.trim();
  }
}

export function schemaMismatches(errors: ErrorObject[] | null | undefined, instance: unknown): SchemaMismatch[] {
  const all = errors ?? [];
  const specific = all.filter((e) => !wrappers.has(e.keyword));
  const chosen = specific.length > 0 ? specific : all;
  const seen = new Set<string>();
  const out: SchemaMismatch[] = [];
  for (const error of chosen) {
    const missing = error.keyword === 'required' ? `/${String((error.params as { missingProperty: string }).missingProperty)}` : '';
    const pointer = `${error.instancePath}${missing}`;
    const mismatch = {
      pointer,
      expected: expectation(error),
      got: missing ? 'absent' : describeValue(valueAt(instance, pointer)),
    };
    const key = `${mismatch.pointer}|${mismatch.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(mismatch);
    }
  }
  return out.slice(0, 8);
}
