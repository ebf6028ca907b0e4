/**
 * The seven send layouts of section 2.1, and the shared fields alone for a body whose `type`
 * names none of them. Compiled once when the module loads, from the gateway contract with its
 * tagged unions made explicit and the reference's own rules laid over it.
 */
import { loadContract, type OpenApiDocument } from '../../../contracts/index.ts';
import { createSchemaCompiler, type ValidateFunction } from '../../../contracts/schemas.ts';
import { discriminateUnions } from './discriminate-unions.ts';
import { applyReferenceRules } from './reference-rules.ts';
import { isPlainObject, resolveNode, type SchemaMap, type SchemaNode } from './schema-node.ts';

/** One layout: its prepared schema (for walks beside the instance) and its compiled validator. */
export interface Layout {
  readonly name: string;
  readonly schema: SchemaNode;
  readonly validate: ValidateFunction;
}

const contract = loadContract('gateway');
const contractSchemas = (contract.components?.schemas ?? {}) as SchemaMap;

const prepared = discriminateUnions(contractSchemas);
applyReferenceRules(prepared);

/** The contract's component schemas as the reference validates with them. */
export const preparedSchemas: SchemaMap = prepared;

const compiler = createSchemaCompiler('gateway', {
  ...contract,
  components: { ...contract.components, schemas: prepared as NonNullable<OpenApiDocument['components']>['schemas'] },
});

function layout(name: string): Layout {
  const schema = prepared[name];
  if (!schema) throw new Error(`the gateway contract has no schema named ${name}`);
  return { name, schema, validate: compiler.component(name) };
}

// Which component belongs to which `type` is read from the branches of SendMessageRequest, each
// pinning `type` to one constant, so a layout added to the contract is picked up here.
function layoutsByType(): ReadonlyMap<string, Layout> {
  const union = contractSchemas.SendMessageRequest?.oneOf;
  if (!Array.isArray(union)) throw new Error('the gateway contract has no SendMessageRequest union');
  const layouts = new Map<string, Layout>();
  for (const branch of union as SchemaNode[]) {
    const ref = branch.$ref;
    const properties = resolveNode(branch, contractSchemas).properties;
    const type = isPlainObject(properties) && isPlainObject(properties.type) ? properties.type.const : undefined;
    if (typeof ref !== 'string' || typeof type !== 'string') throw new Error('a SendMessageRequest branch without a constant type');
    layouts.set(type, layout(ref.slice(ref.lastIndexOf('/') + 1)));
  }
  return layouts;
}

/** The layout for each value of `type`. */
export const layouts = layoutsByType();

/** The shared fields only (`to`, `type`), for a body whose `type` is not one of the layouts. */
export const commonLayout = layout('SendCommon');
