// Every world the harness ships or builds loads on every path a world takes into the platform mock
// and a gateway: fresh, placed back in time (a target without a clock) and reloaded (a target with
// one), in-process and by URL; `serve upstream --world`, `serve reference --world` and `up --world`.
// The worlds are the bundled files and every world a check file builds, found by loading the check
// files with the world ledger on (suites/support/world/world-ledger.ts): a new world or a new path
// that one of them refuses fails here, not in the one build that happens to take it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWorldFiles, readWorldFile, type World } from '../../fixtures/worlds/world-file.ts';
import { controlCapabilities, type ControlCapability } from '../../mocks/reference/index.ts';
import { inProcessReference, servedReferenceTarget } from '../../suites/support/oracle/reference-target.ts';
import { startRun } from '../../suites/support/run/harness-run.ts';
import { noteWorld } from '../../suites/support/world/world-ledger.ts';
import { startServedUpstream } from '../cli/commands/serve.ts';
import { startServedReference } from '../cli/commands/serve-reference.ts';
import { upWorld } from '../cli/commands/up.ts';
import { startStack } from '../up/stack.ts';
import { listChecks } from './list-checks.ts';
import { withEnvironment } from './with-environment.ts';

let worlds: World[] = [];
let folder = '';
const files = new Map<World, string>();

/** Every world a check file builds, as the ledger wrote them while the check files loaded. */
async function builtBySuite(): Promise<World[]> {
  const ledger = join(folder, 'ledger');
  // Differential files build worlds too, and load only when asked for.
  await withEnvironment({ HARNESS_WORLD_LEDGER: ledger, HARNESS_DIFFERENTIAL: '1' }, () => listChecks());
  return readdirSync(ledger).map((file) => JSON.parse(readFileSync(join(ledger, file), 'utf8')) as World);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'every-world-'));
  const bundled = listWorldFiles().map((file) => {
    const read = readWorldFile(file);
    if (!read.ok) throw new Error(`${file}: ${read.problems.join('; ')}`);
    return read.world;
  });
  const seen = new Set<string>();
  worlds = [...bundled, ...(await builtBySuite())].filter((world) => {
    const text = JSON.stringify(world);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  // Noted before any run starts, as a check file's worlds are when it loads.
  worlds = worlds.map((world) => noteWorld(structuredClone(world)));
  worlds.forEach((world, i) => {
    const file = join(folder, `${i}-${world.name}.json`);
    writeFileSync(file, JSON.stringify(world));
    files.set(world, file);
  });
}, 120_000);

afterAll(() => {
  if (folder !== '') rmSync(folder, { recursive: true, force: true });
});

/** Each world through `load`; the worlds it refused, each with why. */
async function refusedBy(load: (world: World) => Promise<void>): Promise<string[]> {
  const refused: string[] = [];
  for (const world of worlds) {
    try {
      await load(world);
    } catch (error) {
      refused.push(`${world.name} (${files.get(world)?.split('/').pop() ?? '?'}): ${(error as Error).message.slice(0, 400)}`);
    }
  }
  return refused;
}

const withoutClock: readonly ControlCapability[] = controlCapabilities.filter((c) => c !== 'clock');

describe('the worlds', () => {
  it('are the bundled files and the worlds check files build, one-time-code kinds and listing sizes among them', () => {
    const names = worlds.map((w) => w.name);
    for (const file of listWorldFiles()) expect(names).toContain(file.replace(/\.json$/, ''));
    const templates = worlds.flatMap((w) => w.business_accounts.flatMap((a) => a.templates.map((t) => t.name)));
    expect(templates, 'the world of the one-time-code kinds').toContain('sign_in_or_report');
    expect(names, 'the listing world').toContain('default-listing-sizes');
    expect(worlds.length).toBeGreaterThan(20);
  });
});

// provision() twice per world: the first loads it fresh (a new platform mock), the second again
// into the same mock, by reset on a target with a clock and placed back at the real now through
// the mock's PUT /world on a target without one.
describe.each([
  ['in-process, with a clock', () => inProcessReference()],
  ['in-process, without a clock', () => inProcessReference(withoutClock)],
  ['by URL, with a clock', () => servedReferenceTarget()],
  ['by URL, without a clock', () => servedReferenceTarget(withoutClock)],
])('provisioning a target %s', (_what, target) => {
  it('loads every world fresh, and again', async () => {
    const started = await startRun({ target, upstreamPort: 0 });
    try {
      const refused = await refusedBy(async (world) => {
        await started.run.provision(world);
        await started.run.provision(world);
      });
      expect(refused).toEqual([]);
    } finally {
      await started.close();
    }
  }, 240_000);
});

describe('the commands that serve a world file', () => {
  it('serve upstream --world and serve reference --world load every world', async () => {
    const refused = await refusedBy(async (world) => {
      const { running } = await startServedUpstream({ world: files.get(world), port: '0' });
      try {
        const served = await startServedReference({ world: files.get(world), upstream: running.baseUrl, port: '0', 'control-token': 'every-world-control' });
        await served.running.close();
      } finally {
        await running.close();
      }
    });
    expect(refused).toEqual([]);
  }, 240_000);

  it('up --world loads every world', async () => {
    const refused = await refusedBy(async (world) => {
      const stack = await startStack({ world: upWorld(files.get(world)), port: 0, upstreamPort: 0, warn: () => {} });
      await stack.close();
    });
    expect(refused).toEqual([]);
  }, 240_000);
});
