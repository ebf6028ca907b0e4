// `serve faulty NAME` serves that faulty build, started the way `serve reference` starts the
// reference; `serve faulty --list` names the builds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { faultyBuilds } from '../../mocks/faulty/index.ts';
import { UsageError } from './command.ts';
import { listFaultyBuilds, serveFaulty } from './commands/serve-faulty.ts';

const bin = new URL('../bin/gateway-harness.js', import.meta.url).pathname;

describe('gateway-harness serve faulty', () => {
  it('lists every build with its section and deviation', () => {
    const listed = listFaultyBuilds().split('\n');
    expect(listed).toHaveLength(faultyBuilds.length);
    for (const build of faultyBuilds) expect(listed.some((line) => line.startsWith(`${build.name} `) && line.includes(`§${build.section}`) && line.includes(build.deviation))).toBe(true);
  });

  it('refuses an unknown name, no name, or a name with --list', async () => {
    await expect(serveFaulty(['no-such-build'], {})).rejects.toThrow(UsageError);
    await expect(serveFaulty([], {})).rejects.toThrow(UsageError);
    await expect(serveFaulty(['limit-zero-accepted'], { list: true })).rejects.toThrow(UsageError);
  });

  it('serves the named build: without a token it answers missing_token, where the reference says not_authenticated', async () => {
    const child = spawn(process.execPath, [bin, 'serve', 'faulty', 'missing-token-other-401', '--control-token', 'a-control-token-for-this-test']);
    try {
      let out = '';
      child.stdout.setEncoding('utf8');
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          out += chunk;
          const found = /API base URL: +(\S+)/.exec(out)?.[1];
          if (found) resolve(found);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${String(code)}: ${out}`)));
      });
      expect(out).toContain('faulty build missing-token-other-401');
      const answer = await fetch(`${base}/templates`);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code?: string }).code).toBe('missing_token');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
