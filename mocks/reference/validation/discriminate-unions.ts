/**
 * Rewrites the contract's tagged unions (a `oneOf` whose branches each pin members to constants,
 * such as `interactive.type` or a button component's `type` plus `sub_type`) into `if`/`then`
 * chains keyed on those constants. ajv then reports the faults of the one branch a value names
 * ("buttons: at most 3 buttons") instead of a fault from every branch plus "must match exactly
 * one schema in oneOf". An unknown tag becomes one `enum` fault on the tag itself.
 */
import { isPlainObject, resolveNode, type SchemaMap, type SchemaNode } from './schema-node.ts';

interface Branch {
  consts: Record<string, unknown>;
  schema: SchemaNode;
}

function constsOf(node: SchemaNode, schemas: SchemaMap): Record<string, unknown> {
  const properties = resolveNode(node, schemas).properties;
  const consts: Record<string, unknown> = {};
  if (!isPlainObject(properties)) return consts;
  for (const [key, property] of Object.entries(properties)) {
    if (!isPlainObject(property)) continue;
    const resolved = resolveNode(property, schemas);
    if ('const' in resolved) consts[key] = resolved.const;
  }
  return consts;
}

// The first constant every branch pins, and not all to the same value.
function tagOf(branches: Branch[]): string | undefined {
  const keys = Object.keys(branches[0]?.consts ?? {});
  return keys.find((key) => branches.every((b) => key in b.consts) && new Set(branches.map((b) => b.consts[key])).size > 1);
}

function discriminate(branches: Branch[]): SchemaNode | undefined {
  const [only] = branches;
  if (branches.length === 1 && only) return only.schema;
  const tag = tagOf(branches);
  if (tag === undefined) return undefined;
  const values = [...new Set(branches.map((b) => b.consts[tag]))];
  const cases: SchemaNode[] = [];
  for (const value of values) {
    const then = discriminate(branches.filter((b) => b.consts[tag] === value));
    if (!then) return undefined;
    cases.push({ if: { properties: { [tag]: { const: value } }, required: [tag] }, then });
  }
  const tagSchema: SchemaNode = values.every((v) => typeof v === 'string') ? { type: 'string', enum: values } : { enum: values };
  return { type: 'object', required: [tag], properties: { [tag]: tagSchema }, allOf: cases };
}

function rewriteNode(node: unknown, schemas: SchemaMap): unknown {
  if (Array.isArray(node)) return node.map((inner) => rewriteNode(inner, schemas));
  if (!isPlainObject(node)) return node;
  const out: SchemaNode = {};
  for (const [key, inner] of Object.entries(node)) out[key] = rewriteNode(inner, schemas);
  const union = out.oneOf;
  if (!Array.isArray(union)) return out;
  const branches = (union as SchemaNode[]).map((schema) => ({ schema, consts: constsOf(schema, schemas) }));
  const tagged = discriminate(branches);
  if (!tagged) return out;
  const { oneOf: _, ...rest } = out;
  return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), tagged] };
}

/** A copy of `schemas` with every tagged union rewritten; other unions are left as they are. */
export function discriminateUnions(schemas: SchemaMap): Record<string, SchemaNode> {
  const out: Record<string, SchemaNode> = {};
  for (const [name, schema] of Object.entries(schemas)) out[name] = rewriteNode(schema, schemas) as SchemaNode;
  return out;
}
