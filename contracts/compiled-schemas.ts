/**
 * Validators compiled once per content instead of once per process. Each process of a check run
 * (the CLI, every worker) compiled the same contract schemas again, and the compiling took a
 * large part of a one-check run. With `HARNESS_SCHEMA_CACHE` naming a folder, ajv's standalone
 * code of each validator is kept there under a hash of everything that decides it (ajv's
 * version and options, the document's schemas, the schema itself) and loaded by the next
 * process instead of compiled. Without it, nothing is kept: every validator is compiled.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';

/** The folder of kept validators for this process, if any. */
export function schemaCacheFolder(): string | undefined {
  const folder = process.env.HARNESS_SCHEMA_CACHE;
  return folder === undefined || folder === '' ? undefined : folder;
}

/** A short stable name for some text (the parts of a cache key). */
export function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 40);
}

const moduleCode = (standalone as unknown as { default: (ajv: Ajv2020, validate: ValidateFunction) => string }).default ?? standalone;

/**
 * The validator kept under `key` (and the version of ajv) in `folder`, or the one `compile` makes (kept there for the
 * next process). `ajv` is the instance `compile` used: its standalone code is what is kept.
 */
export function keptValidator(folder: string, key: string, ajv: () => Ajv2020, compile: () => ValidateFunction): ValidateFunction {
  // Resolved from the folder itself: the kept code requires ajv's runtime and ajv-formats, and
  // the ajv found there is the one whose version names the file.
  const load = createRequire(join(folder, 'kept.cjs'));
  let version = 'unknown';
  try {
    version = (load('ajv/package.json') as { version: string }).version;
  } catch {
    // Without ajv beside the folder a kept file cannot load: it is compiled each time.
  }
  const file = join(folder, `${digest(version, key)}.cjs`);
  if (existsSync(file)) {
    try {
      return load(file) as ValidateFunction;
    } catch {
      // A file cut short (a process killed while writing) is compiled and written again.
    }
  }
  const validate = compile();
  try {
    mkdirSync(folder, { recursive: true });
    // Written beside and renamed: a process loading it meanwhile sees the whole file or none.
    const staged = `${file}.${process.pid}`;
    writeFileSync(staged, moduleCode(ajv(), validate));
    renameSync(staged, file);
  } catch {
    // A folder that cannot be written only loses the saving.
  }
  return validate;
}
