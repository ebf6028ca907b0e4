/**
 * The contracts as data. Every part of the project that needs a contract reads it from here, so
 * there is one place that knows where the files are.
 */
import { readFileSync } from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';

export type ContractName = 'gateway' | 'upstream' | 'control';
export type OpenApiDocument = OpenAPIV3_1.Document;

const fileNames: Record<ContractName, string> = {
  gateway: 'gateway-v2.openapi.json',
  upstream: 'upstream.openapi.json',
  control: 'harness-control.openapi.json',
};

/** Absolute path of a contract file. */
export function contractPath(name: ContractName): string {
  return new URL(fileNames[name], import.meta.url).pathname;
}

/** The file name of a contract, as it is cited in reports. */
export function contractFileName(name: ContractName): string {
  return fileNames[name];
}

const cache = new Map<ContractName, OpenApiDocument>();

/** The parsed contract. The same frozen object is returned on every call. */
export function loadContract(name: ContractName): OpenApiDocument {
  let doc = cache.get(name);
  if (!doc) {
    doc = deepFreeze(JSON.parse(readFileSync(contractPath(name), 'utf8')) as OpenApiDocument);
    cache.set(name, doc);
  }
  return doc;
}

/** The raw text of a contract, byte for byte (what a server serves). */
export function contractText(name: ContractName): string {
  return readFileSync(contractPath(name), 'utf8');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
