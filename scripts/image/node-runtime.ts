/**
 * The Node runtime that goes into the image: this machine's own node binary and the shared
 * libraries it loads, each placed at the path the dynamic loader will look for it. Reading
 * `ldd` is a pure function; running it is the one I/O step.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

/** A file copied from this machine into the image. */
export interface RuntimeFile {
  /** Where the bytes come from (symbolic links already followed). */
  source: string;
  /** Absolute path inside the image. */
  target: string;
}

export type LddReading = { ok: true; libraries: string[] } | { ok: false; reason: string };

/**
 * The absolute paths `ldd` names, the loader included; the kernel's vDSO has no file and is
 * skipped. A library `ldd` could not find makes the runtime unusable, so it is an error here.
 */
export function readLdd(output: string): LddReading {
  const libraries: string[] = [];
  const missing: string[] = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (line === '' || /statically linked|not a dynamic executable/.test(line)) continue;
    const arrow = /^(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$/.exec(line);
    if (arrow) {
      const [, name = '', path = ''] = arrow;
      if (path === 'not found') missing.push(name);
      else if (path.startsWith('/')) libraries.push(path);
      continue;
    }
    const direct = /^(\/\S+)(?: \(0x[0-9a-f]+\))?$/.exec(line);
    if (direct?.[1] !== undefined) libraries.push(direct[1]);
  }
  if (missing.length > 0) return { ok: false, reason: `node needs libraries this machine lacks: ${missing.join(', ')}` };
  return { ok: true, libraries: [...new Set(libraries)] };
}

/** Where node lives in the image (on PATH, and what the entry point names). */
export const nodeInImage = '/usr/local/bin/node';

/** The running node and what it links against. Linux only: the image runs this very binary. */
export function nodeRuntimeFiles(execPath = process.execPath): RuntimeFile[] {
  if (process.platform !== 'linux') {
    throw new Error(`the image carries this machine's node binary, which must be a Linux one (this is ${process.platform}); build the image on Linux`);
  }
  let output: string;
  try {
    output = execFileSync('ldd', [execPath], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // glibc's ldd exits 1 for a static binary: nothing to add then.
    const printed = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    if (/not a dynamic executable|statically linked/.test(printed)) output = '';
    else throw new Error(`cannot list the libraries of ${execPath} with ldd: ${(error as Error).message.split('\n')[0] ?? ''}`, { cause: error });
  }
  const reading = readLdd(output);
  if (!reading.ok) throw new Error(reading.reason);
  return [
    { source: realpathSync(execPath), target: nodeInImage },
    ...reading.libraries.map((library) => ({ source: realpathSync(library), target: library })),
  ];
}
