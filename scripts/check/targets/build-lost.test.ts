// A build that dies halfway through `check --command` ends the run with exit 2 and one line on
// standard error naming how it exited and what it printed last; the checks it cut short are
// listed as not run instead of failing on refused connections.
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPath, startCli } from '../../cli/cli-process.ts';

describe('check --command, the build dies mid-run', () => {
  it('exits 2 with one line naming the signal and the last output, the rest not run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'build-lost-'));
    const pidFile = join(dir, 'pid');
    // `exec` makes the shell's own pid the build's, so the test can stop exactly the build.
    const command = `echo $$ > ${JSON.stringify(pidFile)}; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(cliPath)} serve reference`;
    try {
      // The first finished check file is the halfway mark: the build is stopped there (--verbose
      // prints vitest's own line for each file, and every check not run on a line of its own).
      const started = await startCli(['check', '--verbose', '--area', 'auth', '--command', command], [/ (suites\/auth\/\S+\.check\.ts) \(\d+ tests?\)/], { env: { NO_COLOR: '1', FORCE_COLOR: '0' } });
      let err = '';
      started.child.stderr.on('data', (chunk: string) => (err += chunk));
      const closed = once(started.child, 'close') as Promise<[number | null]>;
      process.kill(Number((await readFile(pidFile, 'utf8')).trim()), 'SIGKILL');
      const [code] = await closed;
      expect(code).toBe(2);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).toMatch(/^gateway-harness check: the build died during the run: .* exited \(SIGKILL\); last output: .*API base URL/);
      // The harness's summary (vitest's own report of the file in flight comes before it).
      const summary = started.output().split('Conformance summary')[1] ?? '';
      expect(summary).toMatch(/\nnot run \[[0-9.]+\] \S+: the build was lost before this check could be judged/);
      expect(summary).not.toMatch(/fetch failed|ECONNREFUSED|FAILED/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
