// `serve faulty NAME` serves that faulty build, started the way `serve reference` starts the
// reference; `serve faulty --list` names the builds.
import { describe, expect, it } from 'vitest';
import { faultyBuilds, generatedFaults } from '../../mocks/faulty/index.ts';
import { UsageError } from './command.ts';
import { startCli } from './cli-process.ts';
import { listFaultyBuilds, serveFaulty } from './commands/serve-faulty.ts';

describe('gateway-harness serve faulty', () => {
  it('lists every build, hand-written and generated, with its section and deviation', () => {
    const listed = listFaultyBuilds().split('\n');
    const all = [...faultyBuilds, ...generatedFaults];
    expect(listed.filter((line) => /§/.test(line))).toHaveLength(all.length);
    for (const build of all) expect(listed.some((line) => line.startsWith(`${build.name} `) && line.includes(`§${build.section}`) && line.includes(build.deviation))).toBe(true);
  });

  it('refuses an unknown name, no name, or a name with --list', async () => {
    await expect(serveFaulty(['no-such-build'], {})).rejects.toThrow(UsageError);
    await expect(serveFaulty([], {})).rejects.toThrow(UsageError);
    await expect(serveFaulty(['limit-zero-accepted'], { list: true })).rejects.toThrow(UsageError);
  });

  it('serves the named build: without a token it answers missing_token, where the reference says not_authenticated', async () => {
    const served = await startCli(['serve', 'faulty', 'missing-token-other-401', '--control-token', 'a-control-token-for-this-test'], [/API base URL: +(\S+)/]);
    try {
      expect(served.output()).toContain('faulty build missing-token-other-401');
      const answer = await fetch(`${served.found[0]}/templates`);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code?: string }).code).toBe('missing_token');
    } finally {
      await served.stop();
    }
  });
});
