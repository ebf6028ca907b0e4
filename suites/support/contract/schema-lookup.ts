/** Small readers over a contract's schemas, for checks about the contract itself. */
import type { OpenApiDocument } from '../../../contracts/index.ts';
import { resolveRef } from '../../../contracts/schemas.ts';

type Schema = Record<string, unknown>;

/** Collects the sub-schemas that `allOf`/`oneOf`/`anyOf`/`$ref` make part of a schema. */
function branches(doc: OpenApiDocument, schema: Schema): Schema[] {
  const out: Schema[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const resolved = resolveRef<Schema>(doc, node as Schema);
    out.push(resolved);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) for (const inner of (resolved[key] as unknown[] | undefined) ?? []) visit(inner);
  };
  visit(schema);
  return out;
}

/** The schema of a property path inside a component, looking through composition and refs. */
export function findSchemaProperty(doc: OpenApiDocument, component: string, path: string[]): Schema | undefined {
  let candidates: Schema[] = [doc.components?.schemas?.[component] as Schema].filter(Boolean);
  for (const name of path) {
    const next: Schema[] = [];
    for (const candidate of candidates) {
      for (const branch of branches(doc, candidate)) {
        const property = (branch.properties as Record<string, Schema> | undefined)?.[name];
        if (property) next.push(resolveRef<Schema>(doc, property));
      }
    }
    candidates = next;
  }
  return candidates.find((c) => Object.keys(c).length > 0);
}

/** Every value of an `x-` extension anywhere in the document. */
export function findExtension<T>(doc: OpenApiDocument, keyword: string): T[] {
  const out: T[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node)) {
      if (key === keyword) out.push(inner as T);
      else visit(inner);
    }
  };
  visit(doc);
  return out;
}
