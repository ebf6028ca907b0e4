// A `--command` build that adds the platform version to an upstream address that already ends
// with it: its sends reach the platform mock at a path it does not serve, and the run names that
// path, in the check's failure and once in the summary, with what to change.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/cli-process.ts';

const build = fileURLToPath(new URL('./fixtures/version-doubled-build.ts', import.meta.url));
const command = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(build)}`;

describe('check --command, a build that doubles the platform version', () => {
  it('fails with the refused path named and the doubled version said', async () => {
    const run = await runCli(['check', '--check', 'type-omitted-is-text', '--command', command], { env: { NO_COLOR: '1', FORCE_COLOR: '0', HARNESS_CONTROL_TOKEN: '' } });
    expect(run.code, run.err).toBe(1);
    const summary = run.out.split('Conformance summary')[1] ?? '';
    expect(summary).toMatch(/FAILED \[2\.1\] type-omitted-is-text/);
    expect(summary).toMatch(/platform mock: the platform mock refused POST \/v23\.0\/v23\.0\/\d+\/messages \(404/);
    expect(summary).toMatch(/\nupstream address: the platform mock refused POST \/v23\.0\/v23\.0\/\d+\/messages \(404, no such path\): the version appears twice/);
  }, 300_000);
});
