import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { captureCli, cliPath } from './cli-process.ts';

describe('the gateway-harness command', () => {
  it('exits 2 on an unknown command with one line, the likely command and a hint to --help, not the usage', async () => {
    expect(await captureCli(['frobnicate'])).toEqual({ code: 2, out: 'gateway-harness: unknown command "frobnicate"\nRun `gateway-harness --help` for the list of commands.' });
    expect(await captureCli(['chek'])).toEqual({ code: 2, out: 'gateway-harness: unknown command "chek" (did you mean check?)\nRun `gateway-harness --help` for the list of commands.' });
  });

  it('exits 2 on bad options, naming the value received', async () => {
    expect(await captureCli(['check', '--runs', 'many'])).toMatchObject({ code: 2, out: expect.stringContaining('--runs must be a whole number of at least 1, got "many"') });
    expect(await captureCli(['check', '--area', 'nowhere'])).toMatchObject({ code: 2, out: expect.stringContaining('no area or section named "nowhere"') });
    expect(await captureCli(['check', '--colour'])).toMatchObject({ code: 2, out: expect.stringContaining('--colour') });
    expect(await captureCli(['check', '--check', 'listing walk'])).toMatchObject({ code: 2, out: expect.stringContaining('--check takes a check id') });
  });

  it('answers a bad option with one line and a hint to --help, in its own words, whatever the command', async () => {
    const hint = (command: string) => `Run \`gateway-harness ${command} --help\` for its options.`;
    expect(await captureCli(['check', '--runs', '-5'])).toEqual({ code: 2, out: `gateway-harness check: --runs must be a whole number of at least 1, got "-5"\n${hint('check')}` });
    expect(await captureCli(['check', '--area', 'nonsense'])).toEqual({ code: 2, out: `gateway-harness check: no area or section named "nonsense"\n${hint('check')}` });
    expect(await captureCli(['checks', '--jsn'])).toEqual({ code: 2, out: `gateway-harness checks: unknown option --jsn (did you mean --json?)\n${hint('checks')}` });
    expect(await captureCli(['kill-table', '--jobs'])).toEqual({ code: 2, out: `gateway-harness kill-table: --jobs needs a value\n${hint('kill-table')}` });
  });

  it('lints the contracts with zero errors and validates the worlds', async () => {
    const { code, out } = await captureCli(['lint-contracts']);
    expect(out).toContain('gateway-v2.openapi.json: 0 lint error(s)');
    expect(out).toContain('fixtures/worlds/default.json: valid world');
    expect(out).toMatch(/fixtures\/signatures\/vectors\.json: \d+ valid vectors/);
    expect(code).toBe(0);
  });

  // The time limits are safety nets for a hung run, far above the normal duration (well under a
  // minute on a quiet machine), so that a busy machine slows these tests without failing them.
  // These runs show the command's selection and summary, not what the checks find (the conformance
  // projects run every check with the suite's property runs): a few runs per property do, and a
  // section of few check files (section 5 and its seven subsections) shows the selection as well
  // as a larger one.
  it('runs the conformance suite end to end, one section with its subsections, and prints an honest summary', () => {
    const run = spawnSync(process.execPath, [cliPath, 'check', '--area', '5', '--runs', '5'], { encoding: 'utf8', timeout: 900_000 });
    expect(run.stdout).toContain('Conformance summary');
    expect(run.stdout).toMatch(/\n {2}5 +\d+ +\d+ +0 +0\n/);
    expect(run.stdout).toMatch(/\n {2}5\.2 +\d+ +\d+ +0 +0\n/);
    expect(run.stdout).not.toMatch(/\n {2}7 /);
    expect(run.stdout).not.toContain('skipped');
    expect(run.stdout).toMatch(/\n\d+ passed, 0 failed/);
    expect(run.stdout).not.toContain('not run [');
    // Written to a pipe: no colour.
    expect(run.stdout).not.toContain('\u001b[');
    expect(run.status).toBe(0);
  }, 960_000);

  it('runs only the checks named by --check', () => {
    const run = spawnSync(process.execPath, [cliPath, 'check', '--runs', '5', '--check', 'listing-garbage-cursor-400', '--check', 'template-lookup-bare-503*'], { encoding: 'utf8', timeout: 900_000 });
    expect(run.stdout).toMatch(/\n {2}4\.1 +1 +1 +0 +0\n/);
    expect(run.stdout).toMatch(/\n {2}4\.2 +1 +1 +0 +0\n/);
    expect(run.stdout).toMatch(/\n2 passed, 0 failed\n/);
    expect(run.status).toBe(0);
  }, 960_000);

  it('refuses an id no check has before anything starts: one line with the closest ids and where ids are listed, exit 2', async () => {
    // A real process: nothing of the suite may start and print before the refusal.
    const unknown = spawnSync(process.execPath, [cliPath, 'check', '--check', 'no-such-check'], { encoding: 'utf8', timeout: 120_000 });
    expect(unknown.status).toBe(2);
    const lines = `${unknown.stdout}${unknown.stderr}`.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines[0]).toBe('gateway-harness check: no check has the id no-such-check; `gateway-harness checks` lists every id');
    const typo = await captureCli(['check', '--check', 'listing-garbage-cursor-40', '--check', 'listing-garbage-cursor-400']);
    expect(typo.code).toBe(2);
    expect(typo.out.split('\n')[0]).toMatch(/^gateway-harness check: no check has the id listing-garbage-cursor-40 \(closest: listing-garbage-cursor-400(, [a-z0-9-]+)*\); `gateway-harness checks` lists every id$/);
    expect(await captureCli(['check', '--check', 'every-401-is-identical'])).toMatchObject({ code: 2, out: expect.stringContaining('--check every-401-is-identical names a check of the reference profile: add --profile reference') });
  });
});
