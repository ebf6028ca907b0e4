/**
 * The upstream contract with the unions it tags made ones ajv picks a branch of by the tag alone.
 *
 * The contract names a `discriminator` (with a mapping) on unions whose branches differ by a
 * constant property. Without it, a validator tries every branch of such a `oneOf` on every send
 * (a send's parameters and buttons are such unions) and describes the branches that fail. Where
 * every branch is a component object that requires the tag and fixes it to a string of its own,
 * at most one branch can hold for an instance, the one its tag names, so picking that branch
 * gives the verdict `oneOf` gives. Those unions keep only the tag's name, which ajv acts on, and
 * `type: object` (every branch has it; ajv applies a discriminator to objects only). Any other
 * `discriminator` is dropped: for ajv without the option it was an annotation, which decides nothing.
 */
import type { OpenApiDocument } from '../../../contracts/index.ts';

type Node = Readonly<Record<string, unknown>>;

const componentPrefix = '#/components/schemas/';

/** The tag `union` can be judged by, `undefined` when its branches are not all told apart by it. */
export function tagOf(schemas: Readonly<Record<string, Node>>, union: Node): string | undefined {
  const tag = (union.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof tag !== 'string' || !Array.isArray(union.oneOf) || union.oneOf.length === 0) return undefined;
  if (union.type !== undefined && union.type !== 'object') return undefined;
  const values = new Set<string>();
  for (const branch of union.oneOf as Node[]) {
    // A bare reference only: rules beside it would be judged too, and ajv would not follow it.
    if (Object.keys(branch).length !== 1 || typeof branch.$ref !== 'string' || !branch.$ref.startsWith(componentPrefix)) return undefined;
    const target = schemas[branch.$ref.slice(componentPrefix.length)];
    const value = (target?.properties as Record<string, Node | undefined> | undefined)?.[tag]?.const;
    if (target?.type !== 'object' || !Array.isArray(target.required) || !target.required.includes(tag)) return undefined;
    if (typeof value !== 'string' || values.has(value)) return undefined;
    values.add(value);
  }
  return tag;
}

/** A copy of `doc` whose unions are tagged for ajv as above; `doc` is left as it is. */
export function taggedDocument(doc: OpenApiDocument): OpenApiDocument {
  const schemas = (doc.components?.schemas ?? {}) as Readonly<Record<string, Node>>;
  const tagged: Record<string, Node> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.discriminator === undefined) {
      tagged[name] = schema;
      continue;
    }
    const tag = tagOf(schemas, schema);
    const { discriminator: _annotation, ...rest } = schema;
    tagged[name] = tag === undefined ? rest : { ...rest, type: 'object', discriminator: { propertyName: tag } };
  }
  return { ...doc, components: { ...doc.components, schemas: tagged } } as OpenApiDocument;
}
