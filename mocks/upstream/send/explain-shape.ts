/**
 * Walks a contract schema beside a request and names the first place where they part, with the
 * platform's code for it: a missing member 131008, an unknown one 100, a wrong value 131009.
 * Unions are followed by their discriminating constants, so a text parameter missing its `text`
 * is reported as that, not as "matches none of seven branches".
 */
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { branchesOf, isPlainObject, resolveSchema, type SchemaNode } from './contract-schema.ts';
import { checkExtensions } from './contract-extensions.ts';
import { refusal, type Refusal } from './refusal.ts';

function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function named(path: string): string {
  return path === '' ? 'the request body' : `parameter '${path}'`;
}

// Contract nodes are frozen and live for the whole process, so what they pin down is worked out once.
const constsCache = new WeakMap<SchemaNode, Record<string, unknown>>();

/** Constants a node pins its members to; for a union, the ones all of its branches share. */
function constsOf(node: SchemaNode): Record<string, unknown> {
  let consts = constsCache.get(node);
  if (!consts) {
    consts = computeConsts(node);
    constsCache.set(node, consts);
  }
  return consts;
}

function computeConsts(node: SchemaNode): Record<string, unknown> {
  const schema = resolveSchema(node);
  const branches = branchesOf(schema);
  if (branches) {
    const [first, ...rest] = branches.map(constsOf);
    return Object.fromEntries(Object.entries(first ?? {}).filter(([key, value]) => rest.every((c) => c[key] === value)));
  }
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, property]) => {
      const resolved = resolveSchema(property);
      return 'const' in resolved ? [[key, resolved.const]] : [];
    }),
  );
}

/** The member a union is told apart by: its discriminator, else the constant that varies. */
function discriminatorOf(schema: SchemaNode, consts: Record<string, unknown>[]): string {
  const declared = (schema.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof declared === 'string') return declared;
  return Object.keys(consts[0] ?? {}).find((key) => new Set(consts.map((c) => c[key])).size > 1) ?? 'type';
}

/** The value a branch gives the union's key when a body leaves it out (its declared `default`). */
function defaultOf(branches: SchemaNode[], key: string): unknown {
  for (const branch of branches) {
    const schema = resolveSchema(branch);
    const property = (schema.properties as Record<string, SchemaNode> | undefined)?.[key];
    const required = (schema.required ?? []) as string[];
    if (property && !required.includes(key) && 'default' in resolveSchema(property)) return resolveSchema(property).default;
  }
  return undefined;
}

function explainUnion(schema: SchemaNode, branches: SchemaNode[], value: unknown, path: string): Refusal | undefined {
  if (!isPlainObject(value)) return refusal(131009, `The ${named(path)} must be an object.`);
  const consts = branches.map(constsOf);
  const key = discriminatorOf(schema, consts);
  // A send without `type` is text on the platform: the contract says so with a default on that branch.
  const tag = Object.hasOwn(value, key) ? value[key] : defaultOf(branches, key);
  if (tag === undefined) return refusal(131008, `Parameter '${at(path, key)}' is required.`);
  const match = branches[consts.findIndex((c) => c[key] === tag)];
  if (match) return explain(match, value, path);
  const allowed = [...new Set(consts.map((c) => String(c[key])))].join(', ');
  // An unknown message type is a member this subset leaves out (the contract refuses those with
  // 100); deeper down it is a value the field does not take.
  const code = path === '' ? 100 : 131009;
  return refusal(code, `Parameter '${at(path, key)}' is ${JSON.stringify(tag)}; it takes one of: ${allowed}.`);
}

function explainObject(schema: SchemaNode, value: unknown, path: string): Refusal | undefined {
  if (!isPlainObject(value)) return refusal(131009, `The ${named(path)} must be an object.`);
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  for (const key of (schema.required ?? []) as string[]) {
    if (!Object.hasOwn(value, key)) return refusal(131008, `Parameter '${at(path, key)}' is required.`);
  }
  if (schema.additionalProperties === false) {
    const unknown = Object.keys(value).find((key) => !Object.hasOwn(properties, key));
    if (unknown !== undefined) return refusal(100, `Unexpected key "${unknown}" on ${named(path)}.`);
  }
  for (const [key, property] of Object.entries(properties)) {
    if (!Object.hasOwn(value, key)) continue;
    const found = explain(property, value[key], at(path, key));
    if (found) return found;
  }
  return undefined;
}

function explainArray(schema: SchemaNode, value: unknown, path: string): Refusal | undefined {
  if (!Array.isArray(value)) return refusal(131009, `The ${named(path)} must be an array.`);
  const { minItems, maxItems, items } = schema;
  if (typeof minItems === 'number' && value.length < minItems) return refusal(131008, `Parameter '${path}' needs at least ${minItems} item(s).`);
  if (typeof maxItems === 'number' && value.length > maxItems) return refusal(131009, `Parameter '${path}' takes at most ${maxItems} item(s), got ${value.length}.`);
  if (!isPlainObject(items)) return undefined;
  for (const [index, item] of value.entries()) {
    const found = explain(items, item, at(path, index));
    if (found) return found;
  }
  return undefined;
}

/** A choice such as "exactly one of `id` and `link`": branches that only list required members. */
function explainChoice(branches: SchemaNode[], value: unknown, path: string): Refusal | undefined {
  if (!isPlainObject(value)) return undefined;
  const options = branches.map((b) => (resolveSchema(b).required ?? []) as string[]);
  const taken = options.filter((keys) => keys.every((key) => Object.hasOwn(value, key)));
  const names = options.map((keys) => keys.join(' + ')).join(' or ');
  if (taken.length === 0) return refusal(131008, `The ${named(path)} needs ${names}.`);
  if (taken.length > 1) return refusal(131009, `The ${named(path)} takes only one of ${names}.`);
  return undefined;
}

function explainLeaf(schema: SchemaNode, value: unknown, path: string): Refusal | undefined {
  const validate = schemaCompiler('upstream').compile(schema);
  if (validate(value)) return undefined;
  return refusal(131009, `Parameter '${path}' ${validate.errors?.[0]?.message ?? 'is not valid'}.`);
}

/** The first way `value` (found at `path`) breaks `node`, or `undefined` when the walk finds none. */
export function explain(node: SchemaNode, value: unknown, path: string): Refusal | undefined {
  const schema = resolveSchema(node);
  const branches = branchesOf(schema);
  if (branches && branches.every((b) => Object.keys(constsOf(b)).length > 0)) return explainUnion(schema, branches, value, path);
  let found: Refusal | undefined;
  if (schema.type === 'object') found = explainObject(schema, value, path);
  else if (schema.type === 'array') found = explainArray(schema, value, path);
  else if (!branches) found = explainLeaf(schema, value, path);
  return found ?? (branches ? explainChoice(branches, value, path) : undefined) ?? checkExtensions(schema, value, path);
}
