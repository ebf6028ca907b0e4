/**
 * The build context of an image: a Dockerfile `FROM scratch` and a root file system holding this
 * machine's node (with its libraries and loader), the bundled server and the files it reads at
 * run time. Two images: the reference gateway alone (for `check --image`), and the whole local
 * stack of `up` (for tests in other languages). Nothing is pulled from a registry.
 */
import { chmod, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { readyLineLabel } from '../check/targets/image-target.ts';
import { bundleReference } from './bundle-reference.ts';
import { nodeInImage, nodeRuntimeFiles, type RuntimeFile } from './node-runtime.ts';
import { runtimeFiles, type RuntimePath } from './runtime-files.ts';
import { stackReadyPattern } from './stack-ready-line.ts';

/** Where the repository's files sit in the image. */
const appDir = '/app';

export interface ImageKind {
  /** The server's entry module, relative to the repository root (the package ships it, and what it imports). */
  entry: string;
  title: string;
  /** A regular expression for the line the server prints once it serves. */
  readyLine: string;
  defaultTag: string;
}

export const imageKinds = {
  reference: {
    entry: 'scripts/image/container-entry.ts',
    title: 'gateway-harness reference gateway',
    // The line the served reference prints once its world is loaded (serve-reference.ts).
    readyLine: '^reference gateway .*listening',
    defaultTag: 'gateway-harness-reference',
  },
  stack: {
    entry: 'scripts/image/stack-entry.ts',
    title: 'gateway-harness local stack (reference gateway, platform mock, handset page)',
    readyLine: stackReadyPattern,
    defaultTag: 'gateway-harness-stack',
  },
} as const satisfies Record<string, ImageKind>;

export type ImageKindName = keyof typeof imageKinds;

function dockerfile(kind: ImageKind, version: string): string {
  return [
    `# ${kind.title}, served from the environment (see scripts/image/README.md).`,
    'FROM scratch',
    'COPY rootfs/ /',
    `ENV PATH=${dirname(nodeInImage)}`,
    // Nobody: the server needs no privilege, and there is no passwd file to name a user in.
    'USER 65534:65534',
    `WORKDIR ${appDir}`,
    `LABEL org.opencontainers.image.title="${kind.title}" org.opencontainers.image.version="${version}"`,
    `LABEL ${readyLineLabel}="${kind.readyLine}"`,
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

/**
 * Where a runtime file lies: in the repository, or for a package's file, wherever Node finds the
 * package from the repository (an installed harness shares its project's node_modules).
 */
function sourceOf(root: string, path: string): string {
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(path);
  if (!inPackage) return join(root, path);
  const [, name = '', rest = ''] = inPackage;
  return join(dirname(createRequire(join(root, 'package.json')).resolve(`${name}/package.json`)), rest);
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
  /** Which image (default the reference's). */
  kind?: ImageKindName;
}

export async function writeImageContext(options: ContextOptions): Promise<void> {
  const kind: ImageKind = imageKinds[options.kind ?? 'reference'];
  const rootfs = join(options.dir, 'rootfs');
  const server = join(rootfs, appDir, 'server.mjs');
  // The bundle first: it fails fast when a file read at run time is not listed.
  await bundleReference({ root: options.root, entry: join(options.root, kind.entry), outfile: server, appDir });
  for (const path of await listRuntimeFiles(options.root)) {
    await place(rootfs, { source: sourceOf(options.root, path), target: `${appDir}/${path}` }, 0o644);
  }
  for (const file of nodeRuntimeFiles()) await place(rootfs, file, 0o755);
  await writeFile(join(options.dir, 'Dockerfile'), dockerfile(kind, options.version));
}
