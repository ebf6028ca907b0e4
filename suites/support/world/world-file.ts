/**
 * World fixtures on disk (`fixtures/worlds/*.json`): listed, read and validated against
 * `world.schema.json` and for cross-references, with problems described by JSON pointer.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import type { components } from '../../../contracts/types/world.ts';
import { schemaMismatches } from '../contract/schema-errors.ts';
import { crossReferenceProblems } from './cross-references.ts';

export type World = components['schemas']['World'];

const worldsDir = new URL('../../../fixtures/worlds/', import.meta.url);
const schemaName = 'world.schema.json';

let validator: ReturnType<Ajv2020['compile']> | undefined;
function validateWorld(value: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats.default(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(new URL(schemaName, worldsDir), 'utf8')) as object);
  }
  if (validator(value)) return [];
  return schemaMismatches(validator.errors, value).map((m) => `${m.pointer || '(root)'}: expected ${m.expected}, got ${m.got}`);
}

/** The world fixture files, by file name. */
export function listWorldFiles(): string[] {
  return readdirSync(worldsDir)
    .filter((name) => name.endsWith('.json') && name !== schemaName)
    .sort();
}

export type WorldFileResult = { ok: true; world: World } | { ok: false; problems: string[] };

export function readWorldFile(fileName: string): WorldFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(new URL(fileName, worldsDir), 'utf8'));
  } catch (error) {
    return { ok: false, problems: [`not readable JSON: ${(error as Error).message}`] };
  }
  return parseWorld(parsed);
}

/** Validates a world given as data (from a file the user names, or built in a test). */
export function parseWorld(value: unknown): WorldFileResult {
  const shapeProblems = validateWorld(value);
  if (shapeProblems.length > 0) return { ok: false, problems: shapeProblems };
  const referenceProblems = crossReferenceProblems(value as World);
  return referenceProblems.length === 0 ? { ok: true, world: value as World } : { ok: false, problems: referenceProblems };
}

/** A bundled world by name (`default`), or a clear error naming what is wrong with it. */
export function bundledWorld(name: string): World {
  const file = name.endsWith('.json') ? name : `${name}.json`;
  if (!listWorldFiles().includes(file)) {
    throw new Error(`no world named ${JSON.stringify(name)}; bundled worlds: ${listWorldFiles().join(', ')}`);
  }
  const result = readWorldFile(file);
  if (!result.ok) throw new Error(`world ${file} is invalid:\n  ${result.problems.join('\n  ')}`);
  return result.world;
}
