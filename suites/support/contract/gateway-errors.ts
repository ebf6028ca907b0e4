/** Reads the error catalogue and the per-operation error codes out of the gateway contract. */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OpenApiDocument } from '../../../contracts/index.ts';
import { resolveRef } from '../../../contracts/schemas.ts';
import { buildOperationIndex } from '../../../contracts/exchange/operation-index.ts';

export interface CatalogueEntry {
  status: number;
  retryable: boolean;
  'x-spec-section': string;
  cause: string;
}

export function errorCatalogue(doc: OpenApiDocument): Record<string, CatalogueEntry> {
  const schema = doc.components?.schemas?.ErrorCode as { 'x-error-catalogue'?: Record<string, CatalogueEntry> } | undefined;
  return schema?.['x-error-catalogue'] ?? {};
}

/** The `code` values an error response schema allows (its per-operation enum). */
export function responseCodes(doc: OpenApiDocument, response: OpenAPIV3_1.ResponseObject): string[] {
  const schema = response.content?.['application/json']?.schema;
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    const resolved = resolveRef<Record<string, unknown>>(doc, node as Record<string, unknown>);
    if (!resolved || typeof resolved !== 'object') return;
    const code = (resolved.properties as Record<string, { enum?: string[]; const?: string }> | undefined)?.code;
    for (const value of code?.enum ?? []) found.add(value);
    if (code?.const) found.add(code.const);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const inner of (resolved[key] as unknown[] | undefined) ?? []) visit(inner);
    }
  };
  visit(schema);
  return [...found];
}

/** status -> codes, for every error status (4xx/5xx) an operation documents. */
export function errorCodesByStatus(doc: OpenApiDocument, operationId: string): Record<string, string[]> {
  const op = buildOperationIndex(doc).byId(operationId);
  if (!op) throw new Error(`gateway contract has no operation ${operationId}`);
  const out: Record<string, string[]> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    if (!/^[45]/.test(status)) continue;
    out[status] = responseCodes(doc, response);
  }
  return out;
}
