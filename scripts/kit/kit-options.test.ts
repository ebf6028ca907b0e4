// startLocalStack's options: each mistake is refused before anything starts, naming the option
// and what it takes; a world comes from a bundled name, a file or an object, validated.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { StackOptionError } from './kit-errors.ts';
import { readOptions } from './kit-options.ts';
import type { LocalStackOptions } from './kit-types.ts';

const folder = mkdtempSync(join(tmpdir(), 'kit-options-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function refusal(options: unknown): StackOptionError {
  try {
    readOptions(options as LocalStackOptions);
  } catch (error) {
    if (error instanceof StackOptionError) return error;
    throw error;
  }
  throw new Error('the options were accepted');
}

describe('startLocalStack options', () => {
  it('defaults to the development world, every confirmed event and free ports', () => {
    const read = readOptions();
    expect(read.world.name).toBe(bundledWorld('development').name);
    expect(read.events).toEqual(['message.received', 'message.status', 'message.sent', 'template.status']);
    expect([read.port, read.platformPort]).toEqual([0, 0]);
  });

  it('names an unknown option and the one it most likely meant', () => {
    const error = refusal({ worlds: 'default' });
    expect(error.option).toBe('worlds');
    expect(error.message).toBe('startLocalStack: unknown option "worlds" (did you mean world?); the options are world, events, port, platformPort');
  });

  it('takes a bundled world by name, a world file by path and a world object', () => {
    expect(readOptions({ world: 'default' }).world.name).toBe(bundledWorld('default').name);
    const file = join(folder, 'shop.json');
    writeFileSync(file, JSON.stringify({ ...bundledWorld('development'), name: 'shop' }));
    expect(readOptions({ world: file }).world.name).toBe('shop');
    expect(readOptions({ world: { ...bundledWorld('development'), name: 'clinic' } }).world.name).toBe('clinic');
  });

  it('refuses a world it cannot load, saying why', () => {
    expect(refusal({ world: 'bakery' }).message).toMatch(/^startLocalStack: option world: no bundled world "bakery" and no file of that name \(bundled worlds: .*development/);
    expect(refusal({ world: join(folder, 'absent.json') }).message).toMatch(/option world: cannot read the world file .*absent\.json: ENOENT/);
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, JSON.stringify({ ...bundledWorld('development'), numbers: 'none' }));
    const invalid = refusal({ world: broken });
    expect(invalid.option).toBe('world');
    expect(invalid.message).toMatch(/the world file .*broken\.json is invalid:\n {2}\/numbers: must be array/);
    expect(refusal({ world: 42 }).message).toBe('startLocalStack: option world: expected a name, a file path or a world object, got number');
  });

  it('refuses an event the gateway does not publish, and a subscriber of no events', () => {
    expect(refusal({ events: ['message.recieved'] }).message).toMatch(/option events: "message.recieved" is not an event the gateway publishes \(did you mean message.received\?\)/);
    expect(refusal({ events: [] }).option).toBe('events');
    expect(readOptions({ events: false }).events).toEqual([]);
  });

  it('refuses ports that are not ports, and one port for both servers', () => {
    expect(refusal({ port: 70_000 }).message).toBe('startLocalStack: option port: expected a port from 0 to 65535 (0 picks a free one), got 70000');
    expect(refusal({ platformPort: '4010' }).option).toBe('platformPort');
    expect(refusal({ port: 4100, platformPort: 4100 }).message).toMatch(/option platformPort: the same port as the gateway \(4100\)/);
  });
});
