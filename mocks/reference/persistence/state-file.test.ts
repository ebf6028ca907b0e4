// The state file of `up --state`: written atomically (temporary file, flush, rename), read back
// whole, and refused with a clear error when it is damaged, foreign, of another version or
// changed by hand, without ever touching the refused file.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStateFile, StateFileError, stateFormat, writeAtomically, writeStateFile, type StateContents } from './state-file.ts';

let folder: string;
let path: string;
const contents: StateContents = { world: { name: 'development', digest: 'a'.repeat(64) }, sections: { gateway: { messages: [{ id: 'msg_1', content: 'héllo' }] }, platform: { accepted_count: 3 } } };

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'state-file-'));
  path = join(folder, 'dev-state.json');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('writing a state file', () => {
  it('round-trips what was written, and says there is nothing before the first write', () => {
    expect(readStateFile(path)).toBeUndefined();
    writeStateFile(path, contents, new Date('2026-11-02T09:00:00Z'));
    expect(readStateFile(path)).toEqual(contents);
  });

  it('replaces the file by rename and leaves no temporary file behind', () => {
    writeStateFile(path, contents, new Date());
    writeStateFile(path, { ...contents, sections: { gateway: {}, platform: {} } }, new Date());
    expect(readdirSync(folder)).toEqual(['dev-state.json']);
    expect(readStateFile(path)?.sections).toEqual({ gateway: {}, platform: {} });
  });

  it('keeps the file private to its owner (mode 0600)', () => {
    writeStateFile(path, contents, new Date());
    const { mode } = statSync(path);
    expect(mode & 0o777).toBe(0o600);
  });

  it('removes its temporary file and leaves the target as it was when the final rename fails', () => {
    // A directory in the way makes the rename fail after the temporary file was written.
    mkdirSync(path);
    writeFileSync(join(path, 'keep'), 'x');
    expect(() => writeAtomically(path, '{"new": true}')).toThrow();
    expect(readdirSync(folder)).toEqual(['dev-state.json']);
    expect(readFileSync(join(path, 'keep'), 'utf8')).toBe('x');
  });

  it('is not confused by a temporary file a crash left beside the state', () => {
    writeStateFile(path, contents, new Date());
    writeFileSync(join(folder, '.dev-state.json.999.deadbeef.tmp'), '{"format":"gateway-harness-st');
    expect(readStateFile(path)).toEqual(contents);
  });
});

describe('refusing a state file that cannot be trusted', () => {
  const refusedWith = (text: string, reason: RegExp) => {
    writeFileSync(path, text);
    expect(() => readStateFile(path)).toThrow(StateFileError);
    expect(() => readStateFile(path)).toThrow(reason);
    // Refused, never discarded or rewritten.
    expect(readFileSync(path, 'utf8')).toBe(text);
  };

  it('names a file cut short as damaged', () => {
    writeStateFile(path, contents, new Date());
    const whole = readFileSync(path, 'utf8');
    refusedWith(whole.slice(0, whole.length / 2), /is not valid JSON/);
  });

  it('names a JSON file of something else as foreign', () => {
    refusedWith('{"name": "my-app", "version": "1.0.0"}', /is not a gateway-harness state file/);
  });

  it('names a state file of another version', () => {
    refusedWith(JSON.stringify({ format: stateFormat, version: 99, world: contents.world, sections: {} }), /version 99; this gateway-harness reads version 1/);
  });

  it('names a file changed by hand', () => {
    writeStateFile(path, contents, new Date());
    refusedWith(readFileSync(path, 'utf8').replace('héllo', 'hello'), /changed by hand or damaged/);
  });

  it('tells the user what to do about it', () => {
    refusedWith('not json at all', /move it away, or pass another --state file/);
  });
});
