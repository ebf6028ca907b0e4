/**
 * The upstream contract with the unions whose branches a tag tells apart made ones ajv picks a
 * branch of by the tag alone.
 *
 * Without it, a validator tries every branch of a `oneOf` on every send (a send's components,
 * parameters and buttons are such unions) and describes the branches that fail. Where every
 * branch requires the tag and fixes it to a string of its own, at most one branch can hold for
 * an instance, the one its tag names, so picking that branch gives the verdict `oneOf` gives. A
 * branch is a component object, or a union of component objects that all fix the tag to the same
 * value (a template send's button, whichever its `sub_type`); such a union is wrapped in an object
 * that requires the tag and fixes it, which it already did. The tag is the one the contract names
 * in a `discriminator`, or else the first constant property of the first branch that tells every
 * branch apart. A tagged union keeps only the tag's name in its `discriminator`, which ajv acts on,
 * and gains `type: object` (every branch has it; ajv applies a discriminator to objects only).
 * Any other `discriminator` is dropped: for ajv without the option it was an annotation.
 */
import type { OpenApiDocument } from '../../../contracts/index.ts';

type Node = Readonly<Record<string, unknown>>;
type Schemas = Readonly<Record<string, Node>>;

const componentPrefix = '#/components/schemas/';

/** The component a branch is a bare reference to (rules beside a reference would be judged too). */
function referenced(schemas: Schemas, branch: Node): Node | undefined {
  if (Object.keys(branch).length !== 1 || typeof branch.$ref !== 'string' || !branch.$ref.startsWith(componentPrefix)) return undefined;
  return schemas[branch.$ref.slice(componentPrefix.length)];
}

/** The string an object schema requires `tag` to be, if it requires it and fixes it. */
function fixedValue(target: Node | undefined, tag: string): string | undefined {
  const value = (target?.properties as Record<string, Node | undefined> | undefined)?.[tag]?.const;
  if (target?.type !== 'object' || !Array.isArray(target.required) || !target.required.includes(tag)) return undefined;
  return typeof value === 'string' ? value : undefined;
}

/** What a branch fixes `tag` to, and whether it is a union that has to be wrapped to say so. */
function branchValue(schemas: Schemas, branch: Node, tag: string): { value: string; union: boolean } | undefined {
  const target = referenced(schemas, branch);
  const own = fixedValue(target, tag);
  if (own !== undefined) return { value: own, union: false };
  const inner = target?.oneOf;
  if (!Array.isArray(inner) || inner.length === 0 || (target?.type !== undefined && target.type !== 'object')) return undefined;
  const values = new Set((inner as Node[]).map((b) => fixedValue(referenced(schemas, b), tag)));
  const [value] = values;
  return values.size === 1 && value !== undefined ? { value, union: true } : undefined;
}

/** Whether every branch of `union` fixes `tag` to a value no other branch has. */
function tellsApart(schemas: Schemas, branches: readonly Node[], tag: string): boolean {
  const values = new Set<string>();
  for (const branch of branches) {
    const found = branchValue(schemas, branch, tag);
    if (found === undefined || values.has(found.value)) return false;
    values.add(found.value);
  }
  return true;
}

/** The tag `union` can be judged by, `undefined` when its branches are not all told apart by one. */
export function tagOf(schemas: Schemas, union: Node): string | undefined {
  const branches = union.oneOf;
  if (!Array.isArray(branches) || branches.length === 0 || (union.type !== undefined && union.type !== 'object')) return undefined;
  const named = (union.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (union.discriminator !== undefined) return typeof named === 'string' && tellsApart(schemas, branches as Node[], named) ? named : undefined;
  // No tag named: the first branch's constant properties are the candidates (of its first branch, for a union).
  let first = referenced(schemas, branches[0] as Node);
  if (first !== undefined && Array.isArray(first.oneOf)) first = referenced(schemas, (first.oneOf[0] ?? {}) as Node);
  const candidates = Object.keys((first?.properties ?? {}) as Record<string, unknown>);
  return candidates.find((tag) => fixedValue(first, tag) !== undefined && tellsApart(schemas, branches as Node[], tag));
}

function taggedUnion(schemas: Schemas, union: Node, tag: string): Node {
  const { discriminator: _annotation, oneOf, ...rest } = union;
  const branches = (oneOf as Node[]).map((branch) => {
    const found = branchValue(schemas, branch, tag);
    return found?.union === true ? { type: 'object', required: [tag], properties: { [tag]: { const: found.value } }, allOf: [branch] } : branch;
  });
  return { ...rest, type: 'object', oneOf: branches, discriminator: { propertyName: tag } };
}

/** A copy of `doc` whose unions are tagged for ajv as above; `doc` is left as it is. */
export function taggedDocument(doc: OpenApiDocument): OpenApiDocument {
  const schemas = (doc.components?.schemas ?? {}) as Schemas;
  const tagged: Record<string, Node> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const tag = Array.isArray(schema.oneOf) ? tagOf(schemas, schema) : undefined;
    if (tag !== undefined) tagged[name] = taggedUnion(schemas, schema, tag);
    else if (schema.discriminator === undefined) tagged[name] = schema;
    else {
      const { discriminator: _annotation, ...rest } = schema;
      tagged[name] = rest;
    }
  }
  return { ...doc, components: { ...doc.components, schemas: tagged } } as OpenApiDocument;
}
