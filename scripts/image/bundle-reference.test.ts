// The one-file bundle of the served reference: modules that find files beside themselves keep
// their own location under the app folder, and a module doing so unannounced stops the build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleReference } from './bundle-reference.ts';
import { listRuntimeFiles } from './image-context.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bundle-reference-'));
  await writeFile(join(dir, 'entry.ts'), "import { beside } from './nested/reader.ts';\nconsole.log(beside('data.json'));\n");
  await mkdir(join(dir, 'nested'));
  await writeFile(join(dir, 'nested/reader.ts'), "export const beside = (name: string): string => new URL(name, import.meta.url).pathname;\n");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bundleReference', () => {
  it('gives each module that reads files beside itself its own path under the app folder', async () => {
    const outfile = join(dir, 'out/server.mjs');
    await bundleReference({ root: dir, entry: join(dir, 'entry.ts'), outfile, appDir: '/app', readers: { 'nested/reader.ts': [] } });
    expect(execFileSync(process.execPath, [outfile], { encoding: 'utf8' }).trim()).toBe('/app/nested/data.json');
  });

  it('refuses a module that finds files beside itself without listing them', async () => {
    const outfile = join(dir, 'out/server.mjs');
    await expect(bundleReference({ root: dir, entry: join(dir, 'entry.ts'), outfile, appDir: '/app', readers: {} })).rejects.toThrow(
      /nested\/reader\.ts find files beside themselves at run time: list those files in scripts\/image\/runtime-files\.ts/,
    );
  });

  it('bundles the served reference with every reader it contains listed', async () => {
    const outfile = join(dir, 'server.mjs');
    await bundleReference({ root: repositoryRoot, entry: join(repositoryRoot, 'scripts/image/container-entry.ts'), outfile, appDir: '/app' });
    expect(existsSync(outfile)).toBe(true);
  });

  it('finds every file the runtime list names in this repository', async () => {
    const files = await listRuntimeFiles(repositoryRoot);
    expect(files).toContain('contracts/gateway-v2.openapi.json');
    expect(files).toContain('fixtures/worlds/default.json');
    expect(files.filter((file) => !existsSync(join(repositoryRoot, file)))).toEqual([]);
  });
});
