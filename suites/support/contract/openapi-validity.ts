/**
 * Whether a text is a valid OpenAPI document, judged by Redocly's `spec` ruleset: the structure
 * of the document's own OpenAPI version and the rules that version states as MUSTs (unique
 * operation ids and parameters, declared path parameters, resolvable references), and none of
 * the style rules a project lints its own contract with. References outside the document are
 * refused rather than fetched: the text comes from the gateway under test.
 */
import { BaseResolver, createConfig, detectSpec, lintFromString, type Source } from '@redocly/openapi-core';

export interface OpenApiValidity {
  /** What Redocly detected, e.g. `oas3_1`; undefined when the text is no OpenAPI document at all. */
  version: string | undefined;
  /** The declared `openapi` (or `swagger`) field, as given. */
  declared: string | undefined;
  /** Each problem as `rule at pointer: message`. */
  problems: string[];
}

class DocumentLocalResolver extends BaseResolver {
  override loadExternalRef(absoluteRef: string): Promise<Source> {
    return Promise.reject(new Error(`the suite does not follow a reference outside the document (${absoluteRef})`));
  }
}

function declaredVersion(parsed: unknown): string | undefined {
  const root = parsed as { openapi?: unknown; swagger?: unknown } | null;
  const value = root?.openapi ?? root?.swagger;
  return typeof value === 'string' ? value : undefined;
}

/** Judges a JSON text; a text that is not JSON, or JSON that is no OpenAPI document, is one problem. */
export async function openApiValidity(text: string): Promise<OpenApiValidity> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { version: undefined, declared: undefined, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const declared = declaredVersion(parsed);
  let version: string;
  try {
    version = detectSpec(parsed as Record<string, unknown>);
  } catch (error) {
    return { version: undefined, declared, problems: [`not an OpenAPI document: ${(error as Error).message}`] };
  }
  // Redocly also knows AsyncAPI, Arazzo and others; only its OpenAPI versions count here.
  if (!version.startsWith('oas')) return { version: undefined, declared, problems: [`not an OpenAPI document: Redocly sees ${version}`] };
  const config = await createConfig({ extends: ['spec'] });
  const problems = await lintFromString({ source: text, absoluteRef: '/served/openapi.json', config, externalRefResolver: new DocumentLocalResolver() });
  return {
    version,
    declared,
    problems: problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '#'}: ${p.message}`),
  };
}
