/**
 * The input edge of the diff: reads an API description from a file or a text and checks that it
 * is an OpenAPI 3.x document. Parsing (JSON or YAML) and the bundling of references to other
 * files are Redocly's; references inside the document are left in place so that the diff can
 * name the components it compares.
 */
import { BaseResolver, bundle, createConfig, detectSpec, makeDocumentFromString } from '@redocly/openapi-core';

export interface ContractDocument {
  /** How the document is named in reports: its path or a description. */
  label: string;
  /** Redocly's name of the version, e.g. `oas3_1`. */
  version: string;
  root: Record<string, unknown>;
}

/** Bad input: the file cannot be read or is not an OpenAPI 3.x document (the CLI exits 2). */
export class ContractInputError extends Error {
  override name = 'ContractInputError';
}

const openApi3 = new Set(['oas3_0', 'oas3_1', 'oas3_2']);

function checked(label: string, parsed: unknown): ContractDocument {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ContractInputError(`${label} is not an OpenAPI document: it is not an object`);
  let version: string;
  try {
    version = detectSpec(parsed as Record<string, unknown>);
  } catch (error) {
    throw new ContractInputError(`${label} is not an OpenAPI document: ${(error as Error).message}`);
  }
  if (!openApi3.has(version)) throw new ContractInputError(`${label} is ${version}, not OpenAPI 3.x`);
  return { label, version, root: parsed as Record<string, unknown> };
}

const message = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));

/** Reads a file (JSON or YAML); references to other files are bundled into the document. */
export async function loadContractFile(path: string): Promise<ContractDocument> {
  let document;
  try {
    document = await new BaseResolver().resolveDocument(null, path, true);
  } catch (error) {
    throw new ContractInputError(`cannot read ${path}: ${message(error)}`);
  }
  if (document instanceof Error) throw new ContractInputError(`cannot read ${path}: ${message(document)}`);
  checked(path, document.parsed);
  try {
    const result = await bundle({ doc: document, config: await createConfig({}), dereference: false });
    const errors = result.problems.filter((p) => p.severity === 'error');
    if (errors.length > 0) throw new Error(errors.map((p) => p.message).join('; '));
    return checked(path, result.bundle.parsed);
  } catch (error) {
    if (error instanceof ContractInputError) throw error;
    throw new ContractInputError(`cannot read ${path}: ${message(error)}`);
  }
}

/**
 * Reads a text (JSON or YAML), e.g. a served document. Nothing is fetched: a reference outside
 * the text stays unresolved, and the diff treats what it points at as unknown.
 */
export function parseContractText(text: string, label: string): ContractDocument {
  let parsed: unknown;
  try {
    parsed = makeDocumentFromString(text, '/served.json').parsed;
  } catch (error) {
    throw new ContractInputError(`${label} cannot be parsed: ${message(error)}`);
  }
  return checked(label, parsed);
}

/** An already parsed document (the bundled contract, a test's hand-made pair). */
export function contractFromObject(root: unknown, label: string): ContractDocument {
  return checked(label, root);
}
