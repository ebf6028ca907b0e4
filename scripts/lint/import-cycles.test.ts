// No import cycle anywhere in the project's own folders: a cycle bends the layers a reader
// follows. The finder is shown to find cycles first, so an empty answer means something.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importedSpecifiers, importGraph } from './import-cycles.ts';

const root = new URL('../../', import.meta.url).pathname;
const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the cycle finder', () => {
  it('finds a loop of two files and a longer one, each once', () => {
    const cycles = importCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'f'], f: [] }));
    expect(cycles).toEqual([['a', 'b'], ['c', 'd', 'e']]);
  });

  it('finds a file that imports itself', () => {
    expect(importCycles(graph({ a: ['a'], b: ['a'] }))).toEqual([['a']]);
  });

  it('finds nothing in a graph without a loop, shared imports included', () => {
    expect(importCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('reads imports, type imports, re-exports and dynamic imports, but not packages', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('./d.ts');",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts']);
  });

  describe('on files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('builds the graph from the files under a folder, keeping edges inside it', () => {
      mkdirSync(join(dir, 'inner'));
      writeFileSync(join(dir, 'gateway.ts'), "import { parts } from './inner/parts.ts';\nimport { x } from '../outside.ts';\n");
      writeFileSync(join(dir, 'inner', 'parts.ts'), "import type { Gateway } from '../gateway.ts';\n");
      expect(Object.fromEntries(importGraph(dir))).toEqual({ 'gateway.ts': ['inner/parts.ts'], 'inner/parts.ts': ['gateway.ts'] });
      expect(importCycles(importGraph(dir))).toEqual([['gateway.ts', 'inner/parts.ts']]);
    });
  });
});

describe('import cycles in the project', () => {
  it.each(['mocks', 'contracts', 'fixtures', 'suites', 'scripts'])('%s/ has none', (folder) => {
    expect(importCycles(importGraph(join(root, folder)))).toEqual([]);
  });
});
