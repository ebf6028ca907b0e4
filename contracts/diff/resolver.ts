/**
 * Follows `$ref`s inside one document and remembers which component a reference named, so the
 * diff can report `TemplateStatus` rather than a JSON pointer. A reference that leads outside the
 * document, or nowhere, resolves to nothing: the diff then treats the schema as unknown.
 */

export type Json = unknown;

export interface Resolved {
  node: Json;
  /** The component's name when the reference was `#/components/<kind>/<name>`. */
  name?: string;
}

/** A key written as one token of a JSON pointer (`application/json` is `application~1json`), and read back. */
export const pointerEscape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerToken = (part: string): string => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A `$ref` is a URI fragment: percent-decoded first, then read as pointer tokens. */
const unescape = (part: string): string => pointerToken(decodeURIComponent(part));

export function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function refOf(node: Json): string | undefined {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}

export class Resolver {
  constructor(readonly root: Record<string, Json>) {}

  /** The node a local pointer names, or undefined. */
  at(pointer: string): Json {
    if (!pointer.startsWith('#')) return undefined;
    let node: Json = this.root;
    for (const part of pointer.slice(1).split('/').slice(1)) {
      if (Array.isArray(node)) node = node[Number(unescape(part))];
      else if (isObject(node)) node = node[unescape(part)];
      else return undefined;
    }
    return node;
  }

  /**
   * Follows a chain of references (a reference to a reference) to the node itself. Sibling
   * keywords of a `$ref` are not merged here; schema flattening reads them.
   */
  resolve(node: Json): Resolved | undefined {
    let current = node;
    let name: string | undefined;
    const seen = new Set<string>();
    for (let ref = refOf(current); ref !== undefined; ref = refOf(current)) {
      if (seen.has(ref)) return undefined;
      seen.add(ref);
      const match = /^#\/components\/[^/]+\/([^/]+)$/.exec(ref);
      name ??= match ? unescape(match[1] ?? '') : undefined;
      current = this.at(ref);
      if (current === undefined) return undefined;
      // A reference with keywords beside it (OpenAPI 3.1) is returned as is: flattening merges both.
      if (isObject(current) && Object.keys(current).some((k) => k !== '$ref' && !k.startsWith('x-') && k !== 'description' && k !== 'summary')) break;
    }
    return name === undefined ? { node: current } : { node: current, name };
  }

  /** A resolved object, or an empty one when the node is not an object (for parameters, responses...). */
  object(node: Json): Record<string, Json> {
    const resolved = this.resolve(node)?.node;
    return isObject(resolved) ? resolved : {};
  }

  /** The `x-spec-section` a component carries, if any. */
  sectionOf(schemaName: string): string | undefined {
    const schema = this.at(`#/components/schemas/${pointerEscape(schemaName)}`);
    const section = isObject(schema) ? schema['x-spec-section'] : undefined;
    return typeof section === 'string' ? section : undefined;
  }
}
