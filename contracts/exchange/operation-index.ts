/**
 * Finds the contract operation that a request addresses, by method and concrete path.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { resolveRef } from '../schemas.ts';
import type { OpenApiDocument } from '../index.ts';

export type Parameter = OpenAPIV3_1.ParameterObject;

export interface Operation {
  operationId: string;
  method: string;
  pathTemplate: string;
  section: string | undefined;
  parameters: Parameter[];
  requestBody: OpenAPIV3_1.RequestBodyObject | undefined;
  responses: Record<string, OpenAPIV3_1.ResponseObject>;
}

export interface OperationIndex {
  find(method: string, path: string): Operation | undefined;
  byId(operationId: string): Operation | undefined;
  all(): Operation[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function templateToRegExp(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** Literal segments count more than templated ones, so `/a/b` wins over `/a/{x}`. */
function specificity(template: string): number {
  return template.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
}

export function buildOperationIndex(doc: OpenApiDocument): OperationIndex {
  const operations: (Operation & { regex: RegExp })[] = [];
  for (const [pathTemplate, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolveRef<OpenAPIV3_1.PathItemObject>(doc, rawItem ?? {});
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        resolveRef<Parameter>(doc, p),
      );
      const responses: Record<string, OpenAPIV3_1.ResponseObject> = {};
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const response = resolveRef<OpenAPIV3_1.ResponseObject>(doc, raw);
        const headers = Object.fromEntries(
          Object.entries(response.headers ?? {}).map(([name, header]) => [name, resolveRef<OpenAPIV3_1.HeaderObject>(doc, header)]),
        );
        responses[status] = { ...response, headers };
      }
      operations.push({
        operationId: op.operationId ?? `${method.toUpperCase()} ${pathTemplate}`,
        method: method.toUpperCase(),
        pathTemplate,
        section: (op as { 'x-spec-section'?: string })['x-spec-section'],
        parameters,
        requestBody: op.requestBody ? resolveRef<OpenAPIV3_1.RequestBodyObject>(doc, op.requestBody) : undefined,
        responses,
        regex: templateToRegExp(pathTemplate),
      });
    }
  }
  operations.sort((a, b) => specificity(b.pathTemplate) - specificity(a.pathTemplate));
  return {
    find(method, path) {
      const pathOnly = path.split('?')[0] ?? path;
      return operations.find((op) => op.method === method.toUpperCase() && op.regex.test(pathOnly));
    },
    byId: (operationId) => operations.find((op) => op.operationId === operationId),
    all: () => [...operations],
  };
}

/** The values of the path's template variables, by name. */
export function pathParameters(operation: Operation, path: string): Record<string, string> {
  const names = [...operation.pathTemplate.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const values = templateToRegExp(operation.pathTemplate).exec(path.split('?')[0] ?? path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}
