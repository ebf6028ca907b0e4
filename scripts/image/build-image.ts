/**
 * Builds an image (the reference's, or the whole stack's) with the local Docker engine: writes the
 * context to a temporary folder, runs `docker build` on it (FROM scratch, so nothing is pulled)
 * and removes the folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { imageKinds, writeImageContext, type ImageKindName } from './image-context.ts';

const run = promisify(execFile);

/** The tag `image build` gives the reference's image when told none. */
export const defaultTag = imageKinds.reference.defaultTag;

export interface BuiltImage {
  tag: string;
  id: string;
  /** Bytes of the image as the engine stores it. */
  size: number;
}

/** One line saying why the docker command failed. */
function dockerFailure(error: unknown): string {
  const failure = error as { code?: string | number; stderr?: string; message: string };
  if (failure.code === 'ENOENT') return 'the docker command is not installed (the image is built with the local Docker engine)';
  const lines = (failure.stderr ?? failure.message).split('\n').map((line) => line.trim());
  const meaningful = lines.filter((line) => line !== '' && !/DEPRECATED|legacy builder|BuildKit|buildx|docs\.docker\.com/.test(line));
  return meaningful.at(-1) ?? failure.message;
}

async function docker(args: string[]): Promise<string> {
  try {
    const { stdout } = await run('docker', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    throw new Error(`docker ${args[0] ?? ''} failed: ${dockerFailure(error)}`, { cause: error });
  }
}

export interface BuildImageOptions {
  /** Repository root. */
  root: string;
  tag: string;
  version: string;
  /** Which image (default the reference's). */
  kind?: ImageKindName;
}

export async function buildImage(options: BuildImageOptions): Promise<BuiltImage> {
  // Asked first: without an engine, copying a hundred megabytes of runtime is wasted.
  await docker(['version', '--format', '{{.Server.Version}}']);
  const dir = await mkdtemp(join(tmpdir(), 'gateway-harness-image-'));
  try {
    await writeImageContext({ root: options.root, dir, version: options.version, ...(options.kind ? { kind: options.kind } : {}) });
    const id = await docker(['build', '--quiet', '--tag', options.tag, dir]);
    const size = Number(await docker(['image', 'inspect', '--format', '{{.Size}}', options.tag]));
    return { tag: options.tag, id, size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes an image this harness built (a test's, a throw-away tag). */
export async function removeImage(tag: string): Promise<void> {
  await docker(['image', 'rm', '--force', tag]);
}
