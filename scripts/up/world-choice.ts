/**
 * Which world a stack started from a library or the environment loads (the kit's `world` option,
 * the stack image's `WORLD`): a bundled world by name, a world file by path, or a world object.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundledWorld, listWorldFiles, parseWorld, type World } from '../../fixtures/worlds/world-file.ts';

/**
 * The world a stack loads: the bundled development world when none is named, a bundled world by
 * name, a world file by path, or a world object; each validated as `up --world` validates one.
 * `refuse` receives why it cannot be used.
 */
export function chosenWorld(value: unknown, refuse: (problem: string) => never): World {
  if (value === undefined) return bundledWorld('development');
  if (typeof value === 'string') {
    if (value === '') return refuse('give a bundled world\'s name, a file path or a world object, not an empty string');
    const bundledName = value.endsWith('.json') ? value : `${value}.json`;
    const isPath = value.includes('/') || value.includes('\\') || existsSync(value);
    if (!isPath && listWorldFiles().includes(bundledName)) return bundledWorld(value);
    if (!isPath) return refuse(`no bundled world ${JSON.stringify(value)} and no file of that name (bundled worlds: ${listWorldFiles().map((f) => f.replace(/\.json$/, '')).join(', ')})`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(resolve(value), 'utf8'));
    } catch (error) {
      return refuse(`cannot read the world file ${value}: ${(error as Error).message}`);
    }
    const read = parseWorld(parsed);
    return read.ok ? read.world : refuse(`the world file ${value} is invalid:\n  ${read.problems.join('\n  ')}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(`expected a name, a file path or a world object, got ${Array.isArray(value) ? 'an array' : typeof value}`);
  const read = parseWorld(structuredClone(value));
  return read.ok ? read.world : refuse(`the world object is invalid:\n  ${read.problems.join('\n  ')}`);
}
