// `gateway-harness diff`: exit 1 when a change is breaking under section 9, 0 otherwise, 2 on bad
// input; text by default, JSON on request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { contractPath, loadContract } from '../../contracts/index.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'diff-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Today's contract with one edit, written to a file. */
function edited(name: string, edit: (doc: Record<string, any>) => void): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const doc = structuredClone(loadContract('gateway')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  edit(doc);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const code = await main(['diff', ...args]);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('gateway-harness diff', () => {
  it('exits 1 and names the change when a request limit is tightened', async () => {
    const newer = edited('tighter.json', (d) => (d.components.schemas.TextSend.properties.text.maxLength = 1000));
    const { code, out } = await cli([contractPath('gateway'), newer]);
    expect(code).toBe(1);
    expect(out).toContain('TextSend.text: maxLength lowered from 4096 to 1000');
    expect(out).toMatch(/1 breaking, 0 allowed/);
  });

  it('exits 0 for an allowed change, comparing with the bundled contract when NEW is left out', async () => {
    const older = edited('narrower.json', (d) => (d.components.schemas.TextSend.properties.text.maxLength = 1000));
    const { code, out } = await cli([older]);
    expect(code).toBe(0);
    expect(out).toContain('maxLength raised from 1000 to 4096');
  });

  it('prints JSON with --json', async () => {
    const newer = edited('new-field.json', (d) => (d.components.schemas.MessageRecord.properties.channel = { type: 'string' }));
    const { code, out } = await cli([contractPath('gateway'), newer, '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as { breaking: number; changes: { rule: string; verdict: string; subject: string; path: string; sections: string[] }[] };
    expect(parsed.breaking).toBe(0);
    expect(parsed.changes).toEqual([expect.objectContaining({ rule: 'field-added', verdict: 'allowed', subject: 'MessageRecord', path: 'channel', sections: ['2.2', '4.1'] })]);
  });

  it.each([
    ['an unreadable file', [join(dir, 'missing.json')]],
    ['a file that is not an OpenAPI document', [edited('not-openapi.json', (d) => delete d.openapi)]],
  ])('exits 2 on %s', async (_name, args) => {
    const { code, err } = await cli(args);
    expect(code).toBe(2);
    expect(err).toMatch(/gateway-harness diff: /);
  });

  it('exits 2 on a wrong number of arguments, with one line and a hint to --help instead of the usage', async () => {
    const { code, err } = await cli([]);
    expect(code).toBe(2);
    expect(err).toBe('gateway-harness diff: expected OLD and optionally NEW, got 0 argument(s)\nRun `gateway-harness diff --help` for its options.');
  });
});
