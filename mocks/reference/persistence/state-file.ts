/**
 * A state file on disk: one JSON document, written whole and atomically (a temporary file in
 * the same folder, flushed to disk, then renamed over the old one, and the folder flushed), so a
 * crash leaves either the old file or the new one, never a mix. Read back, it is checked before
 * anything is used: a file that is not JSON, not ours, of another version, changed by hand or cut
 * short is refused with a `StateFileError` that says which, and is left as it is.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const stateFormat = 'gateway-harness-state';
export const stateVersion = 1;

export interface StateContents {
  /** The world the state grew from: a state is only ever laid over the same world. */
  world: { name: string; digest: string };
  /** One entry per part that keeps state (the gateway, the platform mock). */
  sections: Record<string, unknown>;
}

export class StateFileError extends Error {
  override name = 'StateFileError';
}

const checksum = (contents: StateContents): string => createHash('sha256').update(JSON.stringify({ world: contents.world, sections: contents.sections })).digest('hex');

/** Writes `text` to `path` so that readers see the old file or the whole new one. Mode 0600. */
export function writeAtomically(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'wx', 0o600);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  // The rename itself lives in the folder: flush it too, or a crash could forget it.
  const folder = openSync(dirname(path), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

export function writeStateFile(path: string, contents: StateContents, savedAt: Date): void {
  const document = { format: stateFormat, version: stateVersion, saved_at: savedAt.toISOString(), world: contents.world, sections: contents.sections, sha256: checksum(contents) };
  writeAtomically(path, `${JSON.stringify(document)}\n`);
}

function refuse(path: string, why: string): never {
  throw new StateFileError(`${path} ${why}. It was left untouched: move it away, or pass another --state file to start afresh.`);
}

/** The contents of a state file, or undefined when there is no file at `path` yet. */
export function readStateFile(path: string): StateContents | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return refuse(path, `cannot be read (${(error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse(path, 'is not valid JSON, so it is damaged (cut short?) or not a state file');
  }
  const document = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  if (document.format !== stateFormat) return refuse(path, `is not a gateway-harness state file (it lacks "format": "${stateFormat}")`);
  if (document.version !== stateVersion) return refuse(path, `is a state file of version ${JSON.stringify(document.version)}; this gateway-harness reads version ${stateVersion}`);
  const world = document.world as StateContents['world'] | undefined;
  const sections = document.sections as StateContents['sections'] | undefined;
  if (typeof world?.name !== 'string' || typeof world.digest !== 'string' || sections === null || typeof sections !== 'object') return refuse(path, 'lacks its world or sections');
  if (document.sha256 !== checksum({ world, sections })) return refuse(path, 'does not match its own checksum: it was changed by hand or damaged');
  return { world, sections };
}
