// The package as a gateway team or an integrator gets it: packed once (npm runs `prepare`, which
// builds dist/), installed into an empty project beside vitest alone, offline, from the npm cache
// this repository's own install filled (never a registry), then used there as its README says:
// the library's example tests run with vitest, two files side by side, each with its own stack;
// one conformance check runs through `npx gateway-harness check` against the bundled reference;
// the examples typecheck against the declarations the package ships.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKinds } from '../image/image-context.ts';
import { consumerProject, type Lock, type Manifest } from './consumer-project.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const examples = ['order-updates', 'reminders'];
const maxUnpackedBytes = 5_000_000;

interface Ran {
  code: number;
  stdout: string;
  /** Standard output, then standard error. */
  output: string;
}

// Variables of this test run (vitest's own, the suite's, and those `npm test` sets about this
// repository) would steer the runs started inside it; npm's settings (its cache) stay.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|HARNESS_|FC_|TINYPOOL|npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$)/.test(name)));

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: inherited, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, output: `${stdout}${stderr}${error && typeof error.code !== 'number' ? `\n${error.message}` : ''}` });
    });
  });
}

interface Packed {
  filename: string;
  unpackedSize: number;
  files: { path: string }[];
}

let folder: string;
let project: string;
let packed: Packed;
let installed: Ran;
// A failed pack is reported by every test (a throwing beforeAll would mark them skipped).
let setupFailure: Error | undefined;

function requirePacked(): void {
  if (setupFailure) throw setupFailure;
}

async function packAndInstall(): Promise<void> {
  folder = mkdtempSync(join(tmpdir(), 'gateway-harness-pack-'));
  const pack = await run('npm', ['pack', '--json', '--pack-destination', folder], root, 300_000);
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.output}`);
  // `prepare` prints its build line before npm's JSON.
  packed = (JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[\n'))) as Packed[])[0]!;

  project = join(folder, 'consumer');
  mkdirSync(project);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;
  const files = consumerProject(manifest, lock, packed.filename);
  writeFileSync(join(project, 'package.json'), JSON.stringify(files.packageJson, null, 2));
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify(files.lock, null, 2));
  for (const name of examples) writeFileSync(join(project, `${name}.test.ts`), readFileSync(join(root, 'scripts/kit/examples', `${name}.example.ts`)));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: [], strict: true, noEmit: true, skipLibCheck: true }, include: ['*.test.ts'] }),
  );
  // Scripts of dependencies stay off: nothing they could build is needed, and some would fetch.
  installed = await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], project, 600_000);
}

beforeAll(async () => {
  await packAndInstall().catch((error: unknown) => {
    setupFailure = error as Error;
  });
}, 900_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('ships the compiled CLI and library, their declarations and the conformance checks, within 5 MB unpacked', () => {
    requirePacked();
    const paths = packed.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/index.js', 'dist/types/scripts/kit/index.d.ts', 'scripts/bin/gateway-harness.js', 'suites/send/upstream-outcomes.check.ts', 'docs/decisions.md']));
    expect(paths.filter((path) => path.startsWith('reports/') || path.endsWith('.test.ts') || path.startsWith('mocks/faulty/') || path.startsWith('mocks/variants/'))).toEqual([]);
    expect(packed.unpackedSize).toBeLessThanOrEqual(maxUnpackedBytes);
  });

  it('ships every source the two images bundle, so an installed package builds them', async () => {
    requirePacked();
    const entries = Object.values(imageKinds).map((kind) => join(root, kind.entry));
    const bundled = await build({ entryPoints: entries, bundle: true, write: false, platform: 'node', format: 'esm', packages: 'external', metafile: true, outdir: folder, absWorkingDir: root, logLevel: 'silent' });
    const sources = Object.keys(bundled.metafile.inputs);
    expect(sources).toContain('scripts/image/stack-entry.ts');
    const shipped = new Set(packed.files.map((f) => f.path));
    expect(sources.filter((source) => !shipped.has(source))).toEqual([]);
  }, 300_000);

  it('installs offline into a project that has nothing else but vitest, without the harness\'s build tools', () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    const modules = join(project, 'node_modules');
    expect(existsSync(join(modules, 'gateway-harness', 'dist', 'cli.js'))).toBe(true);
    // The installed CLI and library run what was built when packing: no TypeScript loader, no compiler.
    expect(['tsx', 'typescript', '@stoplight/prism-http'].filter((name) => existsSync(join(modules, name)))).toEqual([]);
  });

  it('runs the example tests with vitest, two files side by side, each with its own stack', async () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    // vitest's 5 s default per test is a wall-clock margin this machine's load can outrun: the
    // limits here only stop a run that hangs.
    const tests = await run('npx', ['--offline', 'vitest', 'run', '--testTimeout', '120000', '--hookTimeout', '120000'], project, 300_000);
    expect(tests.output).toMatch(/Test Files\s+.*2 passed/);
    expect(tests.output).toMatch(/Tests\s+.*3 passed/);
    expect(tests.code, tests.output).toBe(0);
  }, 300_000);

  it('runs one conformance check with npx gateway-harness check against the bundled reference', async () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    const check = await run('npx', ['--offline', 'gateway-harness', 'check', '--check', 'listing-garbage-cursor-400'], project, 300_000);
    expect(check.output).toMatch(/\n1 passed, 0 failed/);
    expect(check.code, check.output).toBe(0);
  }, 300_000);

  it('builds the stack image\'s context from the installed package, its server bundled from the sources it ships', async () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    const context = join(folder, 'stack-image');
    const written = await run('npx', ['--offline', 'gateway-harness', 'image', 'context', context, '--stack'], project, 300_000);
    expect(written.code, written.output).toBe(0);
    const app = join(context, 'rootfs', 'app');
    expect(['server.mjs', 'mocks/upstream/handset/page/handset.js', 'node_modules/swagger-ui-dist/swagger-ui.css', 'fixtures/worlds/development.json'].filter((file) => !existsSync(join(app, file)))).toEqual([]);
    expect(readFileSync(join(context, 'Dockerfile'), 'utf8')).toMatch(/^FROM scratch$/m);
  }, 300_000);

  it('leaves the commands that measure the harness itself to a clone of its repository', async () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    const killTable = await run('npx', ['--offline', 'gateway-harness', 'kill-table'], project, 120_000);
    expect(killTable.output).toMatch(/kill-table: measures or maintains the harness itself, and runs in a clone of its repository .*leaves out the faulty builds/);
    expect(killTable.code).toBe(2);
  }, 300_000);

  it('types the examples with the declarations the package ships', async () => {
    requirePacked();
    expect(installed.code, installed.output).toBe(0);
    const typecheck = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project, 300_000);
    expect(typecheck.output).toBe('');
    expect(typecheck.code).toBe(0);
  }, 300_000);
});
