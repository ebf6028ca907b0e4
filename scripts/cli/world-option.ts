/**
 * `--world FILE` of the commands that serve a world (serve, up): the bundled default world when
 * absent, else the file, refused with its problems as a usage error. Kept apart from the commands
 * so that loading it does not load what `serve` starts (the faulty builds among them).
 */
import { readFileSync } from 'node:fs';
import { bundledWorld, parseWorld, type World } from '../../fixtures/worlds/world-file.ts';
import { UsageError } from './command.ts';

export function worldOption(file: string | undefined): World {
  if (file === undefined) return bundledWorld('default');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read world ${file}: ${(error as Error).message}`);
  }
  const result = parseWorld(parsed);
  if (!result.ok) throw new UsageError(`world ${file} is invalid:\n  ${result.problems.join('\n  ')}`);
  return result.world;
}
