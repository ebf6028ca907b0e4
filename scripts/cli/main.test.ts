import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';

const bin = new URL('../bin/gateway-harness.js', import.meta.url).pathname;

async function quietly(argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  const err = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    return { code: await main(argv), out: lines.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe('the gateway-harness command', () => {
  it('exits 2 on an unknown command and lists the commands', async () => {
    const { code, out } = await quietly(['frobnicate']);
    expect(code).toBe(2);
    expect(out).toContain('unknown command "frobnicate"');
    expect(out).toContain('check');
  });

  it('exits 2 on bad options, naming the value received', async () => {
    expect(await quietly(['check', '--runs', 'many'])).toMatchObject({ code: 2, out: expect.stringContaining('--runs must be an integer from 1 to') });
    expect(await quietly(['check', '--area', 'nowhere'])).toMatchObject({ code: 2, out: expect.stringContaining('no area or section named "nowhere"') });
    expect(await quietly(['check', '--colour'])).toMatchObject({ code: 2, out: expect.stringContaining('--colour') });
  });

  it('lints the contracts with zero errors and validates the worlds', async () => {
    const { code, out } = await quietly(['lint-contracts']);
    expect(out).toContain('gateway-v2.openapi.json: 0 lint error(s)');
    expect(out).toContain('fixtures/worlds/default.json: valid world');
    expect(out).toMatch(/fixtures\/signatures\/vectors\.json: \d+ valid vectors/);
    expect(code).toBe(0);
  });

  it('runs the conformance suite end to end, one section with its subsections, and prints an honest summary', () => {
    const run = spawnSync(process.execPath, [bin, 'check', '--area', '4'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stdout).toContain('Conformance summary');
    expect(run.stdout).toMatch(/section 4\.1 +\d+ check/);
    expect(run.stdout).not.toMatch(/section 7 /);
    expect(run.stdout).not.toContain('skipped');
    expect(run.stdout).toMatch(/\n\d+ passed, 0 failed/);
    expect(run.stdout).not.toContain('not run');
    expect(run.status).toBe(0);
  }, 130_000);
});
