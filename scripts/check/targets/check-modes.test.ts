// The ways `gateway-harness check` reaches a build, each run for real against the reference: as a
// process the harness starts, and as a server someone else started (with the upstream address
// pushed through the control plane, or fixed at start-up). One small area keeps each run short;
// the full suite runs against a served reference in the conformance-url project.
import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { cliPath, startCli } from '../../cli/cli-process.ts';
import { main } from '../../cli/main.ts';
import { freePort } from './free-port.ts';

const serveReference = `${JSON.stringify(process.execPath)} ${JSON.stringify(cliPath)} serve reference`;

// What these tests show is how the build is reached, not what its checks find (the conformance
// projects run every check at full strength): a few property runs per check are enough.
function check(args: string[], timeout = 600_000) {
  return spawnSync(process.execPath, [cliPath, 'check', '--runs', '5', ...args], { encoding: 'utf8', timeout, env: { ...process.env, HARNESS_CONTROL_TOKEN: '' } });
}

/** The reference started by hand, as a team would start its own build; resolves with what it printed. */
async function startedReference(env: Record<string, string>): Promise<{ api: string; control: string; stop(): Promise<unknown> }> {
  const served = await startCli(['serve', 'reference'], [/API base URL: +(\S+)\/api\/v2/, /control URL: +(\S+)/], { env });
  const [api = '', control = ''] = served.found;
  return { api, control, stop: () => served.stop() };
}

function passedCount(stdout: string): number {
  const match = /\n(\d+) passed, 0 failed/.exec(stdout);
  return Number(match?.[1] ?? 0);
}

describe('check --command', () => {
  it('starts the build with the harness environment, checks it, and stops it', () => {
    const run = check(['--area', 'auth', '--command', serveReference]);
    expect(run.stdout).toContain('checking ');
    expect(passedCount(run.stdout)).toBeGreaterThan(5);
    expect(run.status).toBe(0);
  }, 660_000);

  it('exits 2 with the reason when the build dies before answering', () => {
    const run = check(['--area', 'auth', '--command', `${JSON.stringify(process.execPath)} -e "console.error('no database'); process.exit(3)"`]);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/exited \(code 3\).*no database/);
  }, 300_000);

  it('exits 2 when the build never answers within the start-up time, saying where it was looked for', () => {
    const run = check(['--area', 'auth', '--startup-timeout', '2', '--command', `${JSON.stringify(process.execPath)} -e "setTimeout(() => {}, 60000)"`]);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
    expect(run.stderr).toMatch(/did not become ready within 2 s: control plane unreachable at http:\/\/127\.0\.0\.1:(\d+)\/__harness \([^)]+\)\. The harness waited for GET http:\/\/127\.0\.0\.1:\1\/__harness\/capabilities to answer; the build must listen on 127\.0\.0\.1 at the port the harness gives it in \$PORT \(here \1\)/);
  }, 300_000);

  // The start-up time is an hour: only a start that stops at the first wrong answer ends this test.
  it.each([
    ['answers 501 on GET /capabilities', `res.writeHead(req.url.endsWith('/capabilities') ? 501 : 204).end()`, /answered 501 on GET http:\/\/127\.0\.0\.1:\d+\/__harness\/capabilities, which every build must serve.*docs\/checking-your-build\.md/],
    ['answers 501 on POST /reset', `res.writeHead(req.url.endsWith('/capabilities') ? 200 : req.url.endsWith('/reset') ? 501 : 204, { 'content-type': 'application/json' }).end(req.url.endsWith('/capabilities') ? JSON.stringify({ capabilities: [], upstream_webhook_url: 'http://127.0.0.1:1/w', spec_version: '2' }) : '')`, /answered 501 to POST http:\/\/127\.0\.0\.1:\d+\/__harness\/reset, which every build must serve/],
  ])('fails the start at once, in one line naming the operation, when the control plane %s', (_what, answer, said) => {
    const build = `require('node:http').createServer((req, res) => { req.resume(); ${answer}; }).listen(Number(process.env.PORT), '127.0.0.1')`;
    const run = check(['--area', 'auth', '--startup-timeout', '3600', '--command', `${JSON.stringify(process.execPath)} -e ${JSON.stringify(build)}`]);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(said);
  }, 300_000);
});

describe('check --target --control', () => {
  it('checks a build started separately, pushing the upstream address through the control plane', async () => {
    const reference = await startedReference({ HARNESS_CONTROL_TOKEN: 'separately-started-token' });
    try {
      const run = check(['--area', 'auth', '--target', reference.api, '--control', reference.control, '--control-token', 'separately-started-token']);
      expect(passedCount(run.stdout)).toBeGreaterThan(5);
      expect(run.stdout).not.toContain('separately-started-token');
      expect(run.status).toBe(0);
    } finally {
      await reference.stop();
    }
  }, 660_000);

  it('puts its upstream mock on --upstream-port for a build started with a fixed platform address', async () => {
    const upstreamPort = await freePort();
    const reference = await startedReference({ HARNESS_CONTROL_TOKEN: 'fixed-upstream-token', UPSTREAM_BASE_URL: `http://127.0.0.1:${upstreamPort}/v23.0` });
    try {
      const run = check(['--area', 'idempotency', '--target', reference.api, '--control', reference.control, '--control-token', 'fixed-upstream-token', '--upstream-port', String(upstreamPort)]);
      expect(passedCount(run.stdout)).toBeGreaterThan(3);
      expect(run.status).toBe(0);
    } finally {
      await reference.stop();
    }
  }, 660_000);

  it('exits 2 in one line when the control token is refused', async () => {
    const reference = await startedReference({ HARNESS_CONTROL_TOKEN: 'the-right-token' });
    try {
      const run = check(['--target', reference.api, '--control', reference.control, '--control-token', 'a-wrong-token']);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toMatch(/^gateway-harness check: cannot start: control plane at \S+ refused the control token \(401\): it must accept Authorization: Bearer \$HARNESS_CONTROL_TOKEN$/);
    } finally {
      await reference.stop();
    }
  }, 300_000);
});

describe('check target options', () => {
  it.each([
    [['--target', 'http://127.0.0.1:1'], '--target needs --control URL'],
    [['--target', 'ftp://example.test', '--control', 'http://127.0.0.1:1'], '--target must be an http(s) URL'],
    [['--command', 'x', '--image', 'y'], '--command and --image cannot be combined'],
    [['--control', 'http://127.0.0.1:1'], '--control goes with --target'],
    [['--command', 'x', '--upstream-port', '4000'], '--upstream-port goes with --target'],
    [['--startup-timeout', '5'], '--startup-timeout goes with --command or --image'],
    [['--copies', '2'], '--copies goes with --command'],
    [['--profile', 'strict'], '--profile must be spec or reference'],
    [['--target', 'http://127.0.0.1:1', '--control', 'http://127.0.0.1:1/__harness'], 'needs the control token'],
  ])('refuses %j with exit 2', async (args, message) => {
    const said: string[] = [];
    vi.stubEnv('HARNESS_CONTROL_TOKEN', '');
    const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void said.push(parts.join(' ')));
    try {
      expect(await main(['check', ...args])).toBe(2);
    } finally {
      error.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(said.join('\n')).toContain(message);
  });
});
