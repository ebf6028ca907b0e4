/**
 * A structural comparison of two API descriptions, operation by operation (method and path):
 * the parameters (where, name, required), the documented statuses and, per error status, the
 * `code` values its error schema allows. It is not a breaking-change diff: body schemas,
 * response headers, media types and wording are not compared.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OpenApiDocument } from '../../../contracts/index.ts';
import { buildOperationIndex } from '../../../contracts/exchange/operation-index.ts';
import { responseCodes } from './gateway-errors.ts';

export interface OperationShape {
  /** `in name (required|optional)`, header names in lower case (they are case-insensitive). */
  parameters: string[];
  /** Status keys as documented: `200`, `422`, `4XX`, `default`. */
  statuses: string[];
  /** `status code` for every error status and each `code` value its schema allows. */
  errorCodes: string[];
}

export type ShapeAspect = 'operation' | 'parameters' | 'statuses' | 'errorCodes';

export interface ShapeDifference {
  /** `METHOD /path`. */
  operation: string;
  aspect: ShapeAspect;
  onlyServed: string[];
  onlyBundled: string[];
}

function parameterKey(parameter: OpenAPIV3_1.ParameterObject): string {
  const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
  return `${parameter.in} ${name} (${parameter.required === true ? 'required' : 'optional'})`;
}

/** The shape of every operation of a document, by `METHOD /path`. */
export function operationShapes(doc: OpenApiDocument): Record<string, OperationShape> {
  const shapes: Record<string, OperationShape> = {};
  for (const op of buildOperationIndex(doc).all()) {
    const errors = Object.entries(op.responses).filter(([status]) => /^[45]/.test(status));
    shapes[`${op.method} ${op.pathTemplate}`] = {
      parameters: op.parameters.map(parameterKey).sort(),
      statuses: Object.keys(op.responses).map((s) => s.toUpperCase()).sort(),
      errorCodes: errors.flatMap(([status, response]) => responseCodes(doc, response).map((code) => `${status.toUpperCase()} ${code}`)).sort(),
    };
  }
  return shapes;
}

function missingFrom(values: string[], other: string[]): string[] {
  const present = new Set(other);
  return [...new Set(values)].filter((v) => !present.has(v));
}

/** Where two sets of shapes disagree; empty when they declare the same surface. */
export function shapeDifferences(served: Record<string, OperationShape>, bundled: Record<string, OperationShape>): ShapeDifference[] {
  const out: ShapeDifference[] = [];
  const operations = [...new Set([...Object.keys(bundled), ...Object.keys(served)])].sort();
  for (const operation of operations) {
    const [a, b] = [served[operation], bundled[operation]];
    if (!a || !b) {
      out.push({ operation, aspect: 'operation', onlyServed: a ? [operation] : [], onlyBundled: b ? [operation] : [] });
      continue;
    }
    for (const aspect of ['parameters', 'statuses', 'errorCodes'] as const) {
      const onlyServed = missingFrom(a[aspect], b[aspect]);
      const onlyBundled = missingFrom(b[aspect], a[aspect]);
      if (onlyServed.length + onlyBundled.length > 0) out.push({ operation, aspect, onlyServed, onlyBundled });
    }
  }
  return out;
}

/** One line per difference, for a report. */
export function describeDifference(d: ShapeDifference): string {
  const parts = [d.onlyServed.length > 0 ? `only served: ${d.onlyServed.join(', ')}` : '', d.onlyBundled.length > 0 ? `only in the contract: ${d.onlyBundled.join(', ')}` : ''];
  return `${d.operation} ${d.aspect}: ${parts.filter(Boolean).join('; ')}`;
}
