/**
 * The seven send layouts of section 2.1, and the shared fields alone for a body whose `type`
 * names none of them. Compiled from the gateway contract with its tagged unions made explicit,
 * the gateway's numbers laid over the contract's (limits/contract-sites.ts) and the reference's
 * own rules over both: once per set of numbers, so the reference compiles them once per process
 * and a build with one number moved once more.
 */
import { loadContract, type OpenApiDocument } from '../../../contracts/index.ts';
import { createSchemaCompiler, type ValidateFunction } from '../../../contracts/schemas.ts';
import { withLimits } from '../limits/contract-sites.ts';
import type { SpecLimits } from '../limits/spec-limits.ts';
import { discriminateUnions } from './discriminate-unions.ts';
import { applyReferenceRules } from './reference-rules.ts';
import { isPlainObject, resolveNode, type SchemaMap, type SchemaNode } from './schema-node.ts';

/** One layout: its prepared schema (for walks beside the instance) and its compiled validator. */
export interface Layout {
  readonly name: string;
  readonly schema: SchemaNode;
  readonly validate: ValidateFunction;
}

/** Everything the send check compiles for one set of numbers. */
export interface SendLayouts {
  /** The contract's component schemas as the reference validates with them. */
  readonly prepared: SchemaMap;
  /** The layout for each value of `type`. */
  readonly byType: ReadonlyMap<string, Layout>;
  /** The shared fields only (`to`, `type`), for a body whose `type` is not one of the layouts. */
  readonly common: Layout;
}

const contract = loadContract('gateway');
const contractSchemas = (contract.components?.schemas ?? {}) as SchemaMap;

function compileLayouts(limits: SpecLimits): SendLayouts {
  const prepared = discriminateUnions(contractSchemas);
  withLimits(prepared, limits);
  applyReferenceRules(prepared);
  const compiler = createSchemaCompiler('gateway', {
    ...contract,
    components: { ...contract.components, schemas: prepared as NonNullable<OpenApiDocument['components']>['schemas'] },
  });
  const layout = (name: string): Layout => {
    const schema = prepared[name];
    if (!schema) throw new Error(`the gateway contract has no schema named ${name}`);
    return { name, schema, validate: compiler.component(name) };
  };
  // Which component belongs to which `type` is read from the branches of SendMessageRequest, each
  // pinning `type` to one constant, so a layout added to the contract is picked up here.
  const union = contractSchemas.SendMessageRequest?.oneOf;
  if (!Array.isArray(union)) throw new Error('the gateway contract has no SendMessageRequest union');
  const byType = new Map<string, Layout>();
  for (const branch of union as SchemaNode[]) {
    const ref = branch.$ref;
    const properties = resolveNode(branch, contractSchemas).properties;
    const type = isPlainObject(properties) && isPlainObject(properties.type) ? properties.type.const : undefined;
    if (typeof ref !== 'string' || typeof type !== 'string') throw new Error('a SendMessageRequest branch without a constant type');
    byType.set(type, layout(ref.slice(ref.lastIndexOf('/') + 1)));
  }
  return { prepared, byType, common: layout('SendCommon') };
}

const compiled = new WeakMap<SpecLimits, SendLayouts>();

/** The layouts that judge by `limits`, compiled on first need and kept as long as `limits` lives. */
export function sendLayouts(limits: SpecLimits): SendLayouts {
  let layouts = compiled.get(limits);
  if (!layouts) {
    layouts = compileLayouts(limits);
    compiled.set(limits, layouts);
  }
  return layouts;
}
