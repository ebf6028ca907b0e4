/**
 * The served reference as one JavaScript file, so the image needs neither node_modules nor tsx.
 *
 * Modules that find files beside themselves (`new URL('x.json', import.meta.url)`) would all
 * point at the bundle once merged; each keeps its own location instead: `import.meta.url` is
 * replaced by that module's path under the app folder, and runtime-files.ts puts the files there.
 */
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { runtimeFiles } from './runtime-files.ts';

export interface BundleOptions {
  /** Repository root. */
  root: string;
  /** The module to start from (container-entry.ts). */
  entry: string;
  outfile: string;
  /** Where the repository's files sit inside the image. */
  appDir: string;
  /** Modules allowed to find files beside themselves (default: those runtime-files.ts lists). */
  readers?: Readonly<Record<string, unknown>>;
}

const ownUrl = /\bimport\.meta\.url\b/;

/**
 * Modules no image runs, left out although a door imports them on demand: Prism's stand-ins,
 * which only `mock --static` loads (the platform mock's door imports them when asked).
 */
function leaveOutUnserved(): Plugin {
  return {
    name: 'leave-out-unserved',
    setup(bundle) {
      bundle.onResolve({ filter: /\/static\/prism-static\.ts$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/** Rewrites `import.meta.url` in the repository's own modules and records which ones did. */
function keepModuleLocations(root: string, appDir: string, readers: Set<string>): Plugin {
  return {
    name: 'keep-module-locations',
    setup(bundle) {
      bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
        const path = relative(root, args.path).split(sep).join('/');
        if (path.startsWith('..') || path.includes('node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!ownUrl.test(source)) return undefined;
        readers.add(path);
        return { contents: source.replace(new RegExp(ownUrl.source, 'g'), JSON.stringify(`file://${appDir}/${path}`)), loader: 'ts' };
      });
    },
  };
}

export async function bundleReference(options: BundleOptions): Promise<void> {
  const readers = new Set<string>();
  await build({
    entryPoints: [options.entry],
    outfile: options.outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Whitespace only: stack traces from the image keep their names.
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'silent',
    // CommonJS dependencies call require() for Node's own modules; an ES module has none of its own.
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    plugins: [leaveOutUnserved(), keepModuleLocations(options.root, options.appDir, readers)],
  });
  const allowed = options.readers ?? runtimeFiles;
  const unlisted = [...readers].filter((reader) => !(reader in allowed)).sort();
  if (unlisted.length > 0) {
    throw new Error(`${unlisted.join(', ')} find files beside themselves at run time: list those files in scripts/image/runtime-files.ts`);
  }
}
