/**
 * Every place in an OpenAPI document that holds a JSON Schema: components, parameters, headers,
 * request and response bodies, in paths and webhooks alike.
 */
import type { OpenApiDocument } from './index.ts';

export interface SchemaSite {
  /** JSON pointer of the schema inside the document. */
  pointer: string;
  schema: object;
}

const escape = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function schemaSites(doc: OpenApiDocument): SchemaSite[] {
  const sites: SchemaSite[] = [];
  const visit = (node: unknown, pointer: string, parentKey: string | undefined): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') continue; // sample values, not schemas
      const at = `${pointer}/${escape(key)}`;
      // A `schema` member of a parameter, header or media type, or an entry of components.schemas.
      if ((key === 'schema' && parentKey !== 'properties') || pointer === '/components/schemas') {
        if (inner && typeof inner === 'object') sites.push({ pointer: at, schema: inner });
        continue;
      }
      visit(inner, at, key);
    }
  };
  visit(doc, '', undefined);
  return sites;
}
