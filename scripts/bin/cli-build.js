/**
 * The CLI as plain JavaScript, built from its TypeScript sources with esbuild and kept under
 * `node_modules/.cache/gateway-harness/cli/` until one of those sources changes. Loading every
 * module of a command through tsx's hooks cost more than a one-check run's check; the build is
 * checked against its sources (modification time and size of each) at every start.
 *
 * Packages stay outside the build, and a command's modules load only when it runs (code
 * splitting keeps the dynamic imports of scripts/cli/main.ts). Modules that find files beside
 * themselves keep their own location: `import.meta.url` is written out as their source's URL.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(projectRoot, 'node_modules', '.cache', 'gateway-harness', 'cli');
const manifestPath = join(cacheDir, 'manifest.json');
const entry = join(projectRoot, 'scripts', 'cli', 'main.ts');
// The CLI built when the package was packed (build-package.js).
const shipped = join(projectRoot, 'dist', 'cli.js');
// Installed as a dependency, the package runs what it shipped: its sources do not change there,
// and the build's tools (esbuild, tsx) are a checkout's, not an installation's.
const installed = projectRoot.split(sep).includes('node_modules');
// Sources read by the build besides the modules it bundles.
const settings = ['tsconfig.json', 'package.json'];

const ownUrl = /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\bimport\.meta\.url\b/g;

/** A module's source with `import.meta.url` replaced by the JavaScript `expression`; strings and comments pass unchanged. */
export function withModuleLocation(source, expression) {
  return source.replace(ownUrl, (found, kept) => kept ?? expression);
}

/** A module's source with `import.meta.url` written out as `url`; strings and comments pass unchanged. */
export function withModuleUrl(source, url) {
  return withModuleLocation(source, JSON.stringify(url));
}

/**
 * esbuild's options for the CLI's sources (and the library's, which share its modules): packages
 * stay outside, dynamic imports become chunks, and each TypeScript module's `import.meta.url`
 * becomes `locate(path)`, a JavaScript expression for where the module's source lies.
 */
export function buildOptions({ entryPoints, outdir, outExtension, locate }) {
  return {
    entryPoints,
    outdir,
    ...(outExtension ? { outExtension: { '.js': outExtension } } : {}),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    absWorkingDir: projectRoot,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'own-module-url',
        setup(bundle) {
          bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
            return { contents: withModuleLocation(await readFile(args.path, 'utf8'), locate(args.path)), loader: 'ts' };
          });
        },
      },
    ],
  };
}

function stamp(path) {
  const { mtimeMs, size } = statSync(join(projectRoot, path));
  return `${mtimeMs}:${size}`;
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return undefined;
  }
}

function fresh(manifest) {
  if (!manifest || manifest.node !== process.version) return false;
  try {
    return Object.entries(manifest.inputs).every(([path, seen]) => stamp(path) === seen);
  } catch {
    // A source was removed or renamed.
    return false;
  }
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  const began = Date.now();
  const outName = `build-${process.pid}-${Date.now().toString(36)}`;
  const outdir = join(cacheDir, outName);
  const result = await esbuild(buildOptions({ entryPoints: { main: entry }, outdir, outExtension: '.mjs', locate: (path) => JSON.stringify(pathToFileURL(path).href) }));
  const sources = Object.keys(result.metafile.inputs).map((path) => path.split(sep).join('/'));
  const inputs = Object.fromEntries([...sources, ...settings].map((path) => [path, stamp(path)]));
  // A source saved while the build ran may not be in it: this build serves this run only.
  if (Object.keys(inputs).some((path) => statSync(join(projectRoot, path)).mtimeMs >= began)) return outName;
  // Written beside and renamed: a CLI starting meanwhile reads the old manifest or the new, whole.
  const staged = `${manifestPath}.${outName}`;
  writeFileSync(staged, JSON.stringify({ node: process.version, build: outName, inputs }));
  renameSync(staged, manifestPath);
  return outName;
}

/**
 * Builds left by earlier sources, once they are old enough that no CLI still running can be
 * loading a command from them.
 */
function removeOldBuilds(current) {
  const before = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (name !== current && name.startsWith('build-') && statSync(path).mtimeMs < before) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The CLI's `main`: in an installed package, the one it shipped; in a checkout, from the build
 * when it is current (built first when not), from the sources through tsx when no build can be
 * made (a source that does not compile is reported by tsx as it always was) or when
 * `GATEWAY_HARNESS_FROM_SOURCE=1` asks for them.
 */
export async function loadMain() {
  // The sources as they are, through tsx: stack traces name the TypeScript files, and the
  // bench's baseline starts the CLI as it started before it was built.
  const fromSource = process.env.GATEWAY_HARNESS_FROM_SOURCE === '1';
  if (installed && !fromSource && existsSync(shipped)) return (await import(pathToFileURL(shipped).href)).main;
  const manifest = fromSource ? undefined : readManifest();
  let name = fresh(manifest) ? manifest.build : undefined;
  if (name === undefined && !fromSource) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      name = await build();
      removeOldBuilds(name);
    } catch {
      name = undefined;
    }
  }
  if (name !== undefined) {
    try {
      return (await import(pathToFileURL(join(cacheDir, name, 'main.mjs')).href)).cliMain;
    } catch (error) {
      // Another CLI removed this build between our reading the manifest and loading it.
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return (await import('../cli/main.ts')).cliMain;
}
