/**
 * Contract schemas as plain nodes, and following their component `$ref`s, for the code that
 * rewrites them before compiling and the walk that applies the contract's own keywords.
 */
export type SchemaNode = Record<string, unknown>;
export type SchemaMap = Readonly<Record<string, SchemaNode>>;

const componentPrefix = '#/components/schemas/';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows component `$ref`s until a node with content; throws on a ref the map cannot answer. */
export function resolveNode(node: SchemaNode, schemas: SchemaMap): SchemaNode {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    const target = ref.startsWith(componentPrefix) ? schemas[ref.slice(componentPrefix.length)] : undefined;
    if (!target || hops > 16) throw new Error(`cannot follow ${ref}`);
    current = target;
  }
  return current;
}
