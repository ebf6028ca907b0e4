/**
 * The worlds the suite provisions, noted as they are built. A check file builds its worlds when it
 * loads (through the builders of this folder), so loading the check files without running them
 * finds every one: `scripts/check/every-world-loads.test.ts` does, with `HARNESS_WORLD_LEDGER`
 * naming a folder where each noted world is written, and loads each on every path a world takes
 * (fresh, placed back in time, reloaded; both target modes; `up`; `serve upstream --world`).
 * `provision()` refuses a world the ledger cannot have seen, so a new world cannot escape that test.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { bundledWorld, listWorldFiles, type World } from '../../../fixtures/worlds/world-file.ts';

/** Worlds noted by a builder, each with whether a run was open when it was built. */
const noted = new WeakMap<World, { late: boolean }>();
let openRuns = 0;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * Notes `world` as one the suite provisions; builders return what this returns. It is frozen: a
 * world changed after it was noted would be provisioned otherwise than the ledger holds it.
 */
export function noteWorld(world: World): World {
  deepFreeze(world);
  noted.set(world, { late: openRuns > 0 });
  const folder = process.env.HARNESS_WORLD_LEDGER;
  if (folder !== undefined && folder !== '') {
    const text = JSON.stringify(world);
    mkdirSync(folder, { recursive: true });
    // Named by content: the same world built by several files is written once.
    writeFileSync(join(folder, `${createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`), text);
  }
  return world;
}

/** A run started: worlds built from now on are built too late for the ledger to see. */
export function runOpened(): () => void {
  openRuns += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openRuns -= 1;
  };
}

function isBundled(world: World): boolean {
  const file = `${world.name}.json`;
  return listWorldFiles().includes(file) && isDeepStrictEqual(world, bundledWorld(file));
}

/**
 * Why `world` may not be provisioned, or undefined when it may: a bundled world as its file holds
 * it, or one a builder noted before any run of this process started (when its check file loaded).
 */
export function unprovisionable(world: World): string | undefined {
  const note = noted.get(world);
  if (note && !note.late) return undefined;
  if (isBundled(world)) return undefined;
  const where = 'build it when the check file loads (a constant beside the checks), through suites/support/world/ (world-variants.ts, editedWorld)';
  if (note) return `world ${world.name} was built after the run started: ${where}, so the test that loads every world finds it`;
  return `world ${world.name} was not built through the world builders: ${where}, so the test that loads every world finds it`;
}
