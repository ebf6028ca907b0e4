/**
 * The upstream contract's component schemas as plain nodes, for rules that walk a schema next to
 * an instance (ajv says whether an instance is valid; a walk says where and why it is not).
 */
import { loadContract } from '../../../contracts/index.ts';

export type SchemaNode = Readonly<Record<string, unknown>>;

const componentPrefix = '#/components/schemas/';

function components(): Readonly<Record<string, SchemaNode>> {
  return (loadContract('upstream').components?.schemas ?? {}) as Readonly<Record<string, SchemaNode>>;
}

/** `components.schemas[name]` of the upstream contract; throws if there is none. */
export function componentSchema(name: string): SchemaNode {
  const schema = components()[name];
  if (!schema) throw new Error(`the upstream contract has no schema named ${name}`);
  return schema;
}

/** Follows component `$ref`s until a node with content. */
export function resolveSchema(node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    if (hops > 16 || !current.$ref.startsWith(componentPrefix)) throw new Error(`cannot follow ${current.$ref}`);
    current = componentSchema(current.$ref.slice(componentPrefix.length));
  }
  return current;
}

/** The nodes of a `oneOf`, `undefined` when the node has none. */
export function branchesOf(schema: SchemaNode): SchemaNode[] | undefined {
  return Array.isArray(schema.oneOf) ? (schema.oneOf as SchemaNode[]) : undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
