#!/usr/bin/env node
/**
 * Builds what the package ships beside its sources, into `dist/` (`npm run build`; npm runs it
 * as `prepare` before packing, after a local install, and when the package is installed from a
 * git URL, where its devDependencies are installed first):
 *
 * - the CLI (`dist/cli.js`) and the library for integrators' tests (`dist/index.js`) as
 *   JavaScript, with the CLI's own build options (`cli-build.js`); each module finds the files
 *   beside its source from where the package lies, so `dist/` holds code only;
 * - the library's type declarations (`dist/types/`): the entry's declarations and those they
 *   import, each emitted from its one file (the entry's modules state their exported types).
 *
 * An installed package's `gateway-harness` command runs `dist/cli.js` (see cli-build.js); a
 * checkout keeps building its own under node_modules/.cache as before.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildOptions } from './cli-build.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const entries = { cli: 'scripts/cli/main.ts', index: 'scripts/kit/index.ts' };
const typesEntry = entries.index;

const repoPath = (path) => relative(root, path).split(sep).join('/');

async function buildCode() {
  const result = await build({
    ...buildOptions({
      entryPoints: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
      outdir: dist,
      // From dist/ back to the module's source, wherever the package was installed.
      locate: (path) => `new URL(${JSON.stringify(`../${repoPath(path)}`)}, import.meta.url).href`,
    }),
    // Whitespace only: stack traces keep their names.
    minifyWhitespace: true,
    legalComments: 'none',
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

const relativeSpecifier = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** Emits the declarations of `entry` and of every module they import, as `.d.ts` files under dist/types. */
async function buildTypes() {
  const { default: ts } = await import('typescript');
  const pending = [typesEntry];
  const done = new Set();
  const problems = [];
  while (pending.length > 0) {
    const path = pending.pop();
    if (done.has(path)) continue;
    done.add(path);
    const source = readFileSync(join(root, path), 'utf8');
    const emitted = ts.transpileDeclaration(source, {
      fileName: path,
      reportDiagnostics: true,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, strict: true, isolatedDeclarations: true, allowImportingTsExtensions: true },
    });
    for (const diagnostic of emitted.diagnostics ?? []) problems.push(`${path}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    const text = emitted.outputText.replace(relativeSpecifier, (_whole, lead, quote, specifier) => {
      pending.push(posix.normalize(posix.join(posix.dirname(path), specifier)));
      return `${lead}${quote}${specifier.replace(/\.ts$/, '.js')}${quote}`;
    });
    const out = join(dist, 'types', path.replace(/\.ts$/, '.d.ts'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
  }
  if (problems.length > 0) throw new Error(`the library's declarations cannot be emitted file by file:\n  ${problems.join('\n  ')}`);
  return done.size;
}

rmSync(dist, { recursive: true, force: true });
const bytes = await buildCode();
const declarations = await buildTypes();
console.log(`built dist/: the CLI and the library (${(bytes / 1e6).toFixed(2)} MB of JavaScript), ${declarations} declaration files`);
