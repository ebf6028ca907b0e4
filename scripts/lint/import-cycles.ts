/**
 * Import cycles in a folder of TypeScript sources. A cycle bends the layers a reader follows (a
 * context type that imports the gateway that runs it), so none is allowed under `mocks/`; the
 * test beside this file says so. Type-only imports count: they tie the files together as much
 * for a reader as any other import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each file and the files of the same tree it imports, by path relative to the tree's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative specifiers a source imports, re-exports or loads dynamically. */
export function importedSpecifiers(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('.'));
}

/** The import graph of every `.ts` and `.js` file under `root`, kept to edges inside it. */
export function importGraph(folder: string): ImportGraph {
  const root = resolve(folder);
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => known.has(target));
    graph.set(relative(root, file), [...new Set(targets)].map((target) => relative(root, target)));
  }
  return graph;
}

/**
 * The graph's strongly connected components of more than one file (and files importing
 * themselves): each is one cycle or several entangled ones, its files sorted (Tarjan's algorithm).
 */
export function importCycles(graph: ImportGraph): string[][] {
  const seen = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string): { index: number; low: number } {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      const known = seen.get(target);
      if (known === undefined) mark.low = Math.min(mark.low, visit(target).low);
      else if (onStack.has(target)) mark.low = Math.min(mark.low, known.index);
    }
    if (mark.low === mark.index) {
      const component = stack.splice(stack.lastIndexOf(node));
      for (const member of component) onStack.delete(member);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
    return mark;
  }

  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return cycles;
}
