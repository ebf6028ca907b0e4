/**
 * The build context of the reference's image: a Dockerfile `FROM scratch` and a root file system
 * holding this machine's node (with its libraries and loader), the bundled server and the files
 * it reads at run time. Nothing is pulled from a registry.
 */
import { chmod, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readyLineLabel } from '../check/targets/image-target.ts';
import { bundleReference } from './bundle-reference.ts';
import { nodeInImage, nodeRuntimeFiles, type RuntimeFile } from './node-runtime.ts';
import { runtimeFiles, type RuntimePath } from './runtime-files.ts';

/** Where the repository's files sit in the image. */
const appDir = '/app';

/** The line the served reference prints once its world is loaded (serve-reference.ts). */
const referenceReadyLine = '^reference gateway .*listening';

function dockerfile(version: string): string {
  return [
    '# The reference gateway of gateway-harness, served from the environment (see scripts/image/README.md).',
    'FROM scratch',
    'COPY rootfs/ /',
    `ENV PATH=${dirname(nodeInImage)}`,
    // Nobody: the server needs no privilege, and there is no passwd file to name a user in.
    'USER 65534:65534',
    `WORKDIR ${appDir}`,
    `LABEL org.opencontainers.image.title="gateway-harness reference gateway" org.opencontainers.image.version="${version}"`,
    `LABEL ${readyLineLabel}="${referenceReadyLine}"`,
    `ENTRYPOINT ["${nodeInImage}", "${appDir}/server.mjs"]`,
    '',
  ].join('\n');
}

/** Expands `folder/*.ext` against the repository; other paths stand for themselves. */
async function expand(root: string, path: RuntimePath): Promise<string[]> {
  const name = basename(path);
  if (!name.startsWith('*')) return [path];
  const folder = dirname(path);
  const suffix = name.slice(1);
  const entries = await readdir(join(root, folder));
  return entries.filter((entry) => entry.endsWith(suffix)).sort().map((entry) => `${folder}/${entry}`);
}

/** Every file runtime-files.ts names, as paths relative to the repository root. */
export async function listRuntimeFiles(root: string): Promise<string[]> {
  const paths: string[] = [];
  for (const patterns of Object.values(runtimeFiles)) {
    for (const pattern of patterns) paths.push(...(await expand(root, pattern)));
  }
  return paths;
}

async function place(rootfs: string, file: RuntimeFile, mode: number): Promise<void> {
  const target = join(rootfs, file.target);
  await mkdir(dirname(target), { recursive: true });
  await copyFile(file.source, target);
  await chmod(target, mode);
}

export interface ContextOptions {
  /** Repository root. */
  root: string;
  /** An empty folder to fill. */
  dir: string;
  version: string;
}

export async function writeImageContext(options: ContextOptions): Promise<void> {
  const rootfs = join(options.dir, 'rootfs');
  // The bundle first: it fails fast when a file read at run time is not listed.
  await bundleReference({
    root: options.root,
    entry: join(options.root, 'scripts/image/container-entry.ts'),
    outfile: join(rootfs, appDir, 'server.mjs'),
    appDir,
  });
  for (const path of await listRuntimeFiles(options.root)) {
    await place(rootfs, { source: join(options.root, path), target: `${appDir}/${path}` }, 0o644);
  }
  for (const file of nodeRuntimeFiles()) await place(rootfs, file, 0o755);
  await writeFile(join(options.dir, 'Dockerfile'), dockerfile(options.version));
}
