// `check --command` on two cores starts the build twice, each copy on ports of its own; a build
// that cannot run twice side by side, or whose copies share their state, is started again alone,
// and the run says why.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { cliPath } from '../../cli/cli-process.ts';
import { startCommandCopies } from './command-copies.ts';
import { probeControlPlane } from './control-probe.ts';
import { StartError } from './launched-target.ts';
import { probeToken } from './shared-state-probe.ts';

const serveReference = `${JSON.stringify(process.execPath)} ${JSON.stringify(cliPath)} serve reference`;
const base = { controlPath: '/__harness', startupTimeoutMs: 60_000 };
const sharedStateBuild = fileURLToPath(new URL('./fixtures/shared-state-build.ts', import.meta.url));
const worldToken = probeToken(bundledWorld('default'));

/** What the copy answers the world's token on the templates listing: 401 once it is reset. */
async function listingStatus(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v2/templates?limit=1`, { headers: { authorization: `Bearer ${worldToken}` } });
  await response.body?.cancel();
  return response.status;
}

describe('startCommandCopies', () => {
  it('starts two copies on ports of their own, each answering its own control token, and stops both', async () => {
    const launched = await startCommandCopies({ ...base, command: serveReference, copies: 2 });
    const copies = [launched.remote, ...(launched.copies ?? [])].flatMap((remote) => (remote ? [remote] : []));
    try {
      expect(copies).toHaveLength(2);
      const [a, b] = copies;
      expect(new Set([a?.baseUrl, b?.baseUrl, `http://127.0.0.1:${a?.upstreamPort}`, `http://127.0.0.1:${b?.upstreamPort}`]).size).toBe(4);
      expect(a?.controlToken).not.toBe(b?.controlToken);
      for (const copy of copies) expect(await probeControlPlane(copy.controlUrl, copy.controlToken)).toEqual({ ok: true });
      expect(launched.note).toBeUndefined();
      // The probe of their state loaded a world into each: each is reset again before any check.
      for (const copy of copies) expect(await listingStatus(copy.baseUrl)).toBe(401);
    } finally {
      await launched.stop();
    }
    for (const copy of copies) expect(await probeControlPlane(copy.controlUrl, copy.controlToken)).toMatchObject({ ok: false, reason: expect.stringMatching(/unreachable/) });
  }, 180_000);

  it('checks a build that holds a lock as one copy, saying why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'copies-lock-'));
    const lock = JSON.stringify(join(dir, 'lock'));
    // The lock is the build's own: taken at start, given back when it stops.
    const command = `mkdir ${lock} 2>/dev/null || { echo "the store is locked" >&2; exit 3; }; trap 'rmdir ${lock}' EXIT; trap 'exit 143' TERM; ${serveReference} & wait $!`;
    try {
      const launched = await startCommandCopies({ ...base, command, copies: 2 });
      try {
        expect(launched.copies ?? []).toHaveLength(0);
        expect(launched.note).toMatch(/^the build could not run as 2 copies side by side \(.*exited \(code 3\).*the store is locked\): checking one copy, one file at a time$/);
        const remote = launched.remote;
        expect(remote && (await probeControlPlane(remote.controlUrl, remote.controlToken))).toEqual({ ok: true });
      } finally {
        await launched.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it.each([
    ['everything', /a reset of copy 1 wiped the world loaded into copy 2/],
    ['loads', /a world loaded into copy 2 was in copy 1, which had just been reset/],
  ])('checks a build whose copies share their state (%s, through a file) as one copy, saying why', async (sharing, seen) => {
    const dir = await mkdtemp(join(tmpdir(), 'copies-shared-'));
    const command = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(sharedStateBuild)} ${JSON.stringify(join(dir, 'state.json'))} ${sharing}`;
    try {
      const launched = await startCommandCopies({ ...base, command, copies: 2 });
      try {
        expect(launched.copies ?? []).toHaveLength(0);
        expect(launched.note).toMatch(/^the build could not run as 2 copies side by side \(its copies share state: .*\): checking one copy, one file at a time$/);
        expect(launched.note).toMatch(seen);
        expect(launched.note).not.toContain(worldToken);
        const remote = launched.remote;
        expect(remote && (await probeControlPlane(remote.controlUrl, remote.controlToken))).toEqual({ ok: true });
        expect(launched.note).not.toContain(remote?.controlToken);
      } finally {
        await launched.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('keeps to one start-up time for every copy: a build that never listens is not started again alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'copies-never-'));
    const starts = join(dir, 'starts');
    try {
      const never = startCommandCopies({ ...base, startupTimeoutMs: 1500, command: `echo started >> ${JSON.stringify(starts)}; exec sleep 60`, copies: 2 });
      await expect(never).rejects.toMatchObject({ failure: 'timeout', message: expect.stringMatching(/did not become ready within 2 s: .*\$PORT/) });
      expect((await readFile(starts, 'utf8')).trim().split('\n')).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('fails at once when the control plane answers wrongly, and does not start the build again alone', async () => {
    const build = `require('node:http').createServer((req, res) => res.writeHead(501).end()).listen(Number(process.env.PORT), '127.0.0.1')`;
    const refused = startCommandCopies({ ...base, startupTimeoutMs: 3_600_000, command: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(build)}`, copies: 2 });
    await expect(refused).rejects.toMatchObject({ failure: 'refused', message: expect.stringContaining('answered 501 on GET') });
  }, 180_000);

  it('fails as one copy does when the build cannot start even alone', async () => {
    const failing = startCommandCopies({ ...base, command: `${JSON.stringify(process.execPath)} -e "console.error('no database'); process.exit(3)"`, copies: 2 });
    await expect(failing).rejects.toBeInstanceOf(StartError);
    await expect(failing).rejects.toThrow(/exited \(code 3\).*no database/);
  }, 180_000);
});
