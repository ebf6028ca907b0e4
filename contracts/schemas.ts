/**
 * Compiles the JSON Schemas inside an OpenAPI 3.1 document with ajv (draft 2020-12), so every
 * validator in the project (the suite's checked client, the mocks' request checks, contract tests)
 * judges instances by the same rules.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { digest, keptValidator, schemaCacheFolder } from './compiled-schemas.ts';
import type { ContractName, OpenApiDocument } from './index.ts';
import { loadContract } from './index.ts';

export type { ErrorObject, ValidateFunction };

export interface SchemaCompiler {
  readonly contract: ContractName;
  /** A validator for a schema taken from anywhere in the document (inline or a component). */
  compile(schema: object): ValidateFunction;
  /** A validator for `components.schemas[name]`. */
  component(name: string): ValidateFunction;
}

const componentPrefix = '#/components/schemas/';

/**
 * OpenAPI keywords that are annotations for ajv, plus every `x-` extension the document uses.
 * `discriminator` is one unless ajv is to act on it.
 */
function annotationKeywords(doc: OpenApiDocument, discriminator: boolean): string[] {
  const found = new Set(['example', 'xml', 'externalDocs', ...(discriminator ? [] : ['discriminator'])]);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if (key.startsWith('x-')) found.add(key);
        visit(inner);
      }
    }
  };
  visit(doc);
  return [...found];
}

/** Rewrites document-local component refs so they resolve inside ajv's registry. */
function rewriteRefs(node: unknown, baseId: string): unknown {
  if (Array.isArray(node)) return node.map((inner) => rewriteRefs(inner, baseId));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(node)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith(componentPrefix)) {
      out[key] = `${baseId}#/$defs/${inner.slice(componentPrefix.length)}`;
    } else {
      out[key] = rewriteRefs(inner, baseId);
    }
  }
  return out;
}

const ajvOptions = { allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, code: { source: true } } as const;

/**
 * What a validator reports of an invalid instance: `all` its faults, or `first` only the first
 * one it meets. The verdict is the same either way; `first` stops at the first fault and gives up
 * on a `oneOf` branch at its first mismatch, so it is the cheaper one where only the verdict counts.
 */
export type ErrorReport = 'all' | 'first';

export interface CompilerOptions {
  /**
   * ajv picks a `oneOf` branch by the property a `discriminator` names (`propertyName` only; it
   * refuses a `mapping`) instead of trying every branch. Off by default: there `discriminator`
   * is an annotation, as OpenAPI documents write it with a mapping.
   */
  discriminator?: boolean;
}

/** A compiler for any document (tests use small hand-written ones). */
export function createSchemaCompiler(contract: ContractName, doc: OpenApiDocument, report: ErrorReport = 'all', compilerOptions: CompilerOptions = {}): SchemaCompiler {
  const discriminator = compilerOptions.discriminator === true;
  const options = { ...ajvOptions, allErrors: report === 'all', ...(discriminator ? { discriminator } : {}) };
  const baseId = `https://gateway-harness.local/contracts/${contract}`;
  // Made on first need: with kept validators (compiled-schemas.ts) a run may never compile one.
  let made: Ajv2020 | undefined;
  const ajv = (): Ajv2020 => {
    if (!made) {
      // `code.source` keeps each validator's code, which is what a kept validator is made of.
      made = new Ajv2020({ ...options, keywords: annotationKeywords(doc, discriminator) });
      addFormats.default(made);
      made.addSchema({ $id: baseId, $defs: rewriteRefs(doc.components?.schemas ?? {}, baseId) });
    }
    return made;
  };
  const folder = schemaCacheFolder();
  let documentKey: string | undefined;
  const keyOf = (what: string): string => {
    documentKey ??= digest(JSON.stringify(options), baseId, JSON.stringify(doc.components?.schemas ?? {}), JSON.stringify(annotationKeywords(doc, discriminator)));
    return digest(documentKey, what);
  };
  const cache = new WeakMap<object, ValidateFunction>();
  const components = new Map<string, ValidateFunction>();
  return {
    contract,
    compile(schema) {
      let validate = cache.get(schema);
      if (!validate) {
        const compile = () => ajv().compile(rewriteRefs(schema, baseId) as object);
        validate = folder === undefined ? compile() : keptValidator(folder, keyOf(`schema ${JSON.stringify(schema)}`), ajv, compile);
        cache.set(schema, validate);
      }
      return validate;
    },
    component(name) {
      let validate = components.get(name);
      if (!validate) {
        const compile = () => {
          const found = ajv().getSchema(`${baseId}#/$defs/${name}`);
          if (!found) throw new Error(`${contract} contract has no schema named ${name}`);
          return found;
        };
        validate = folder === undefined || !(name in (doc.components?.schemas ?? {})) ? compile() : keptValidator(folder, keyOf(`component ${name}`), ajv, compile);
        components.set(name, validate);
      }
      return validate;
    },
  };
}

const compilers = new Map<string, SchemaCompiler>();

/** The shared compiler of a bundled contract (built once per report; compiled validators are cached). */
export function schemaCompiler(contract: ContractName, report: ErrorReport = 'all'): SchemaCompiler {
  const key = `${contract} ${report}`;
  let compiler = compilers.get(key);
  if (!compiler) {
    compiler = createSchemaCompiler(contract, loadContract(contract), report);
    compilers.set(key, compiler);
  }
  return compiler;
}

/** Follows a document-local `$ref` (responses, parameters, headers, request bodies). */
export function resolveRef<T>(doc: OpenApiDocument, node: T | { $ref: string }): T {
  let current: unknown = node;
  for (let hops = 0; hops < 16; hops += 1) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current as T;
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`only document-local refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
    if (current === undefined) throw new Error(`unresolvable ref ${ref}`);
  }
  throw new Error('ref chain too long');
}
