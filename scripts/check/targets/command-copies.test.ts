// `check --command` on two cores starts the build twice, each copy on ports of its own; a build
// that cannot run twice side by side is started again alone, and the run says why.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPath } from '../../cli/cli-process.ts';
import { startCommandCopies } from './command-copies.ts';
import { probeControlPlane } from './control-probe.ts';
import { StartError } from './launched-target.ts';

const serveReference = `${JSON.stringify(process.execPath)} ${JSON.stringify(cliPath)} serve reference`;
const base = { controlPath: '/__harness', startupTimeoutMs: 60_000 };

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

  it('fails as one copy does when the build cannot start even alone', async () => {
    const failing = startCommandCopies({ ...base, command: `${JSON.stringify(process.execPath)} -e "console.error('no database'); process.exit(3)"`, copies: 2 });
    await expect(failing).rejects.toBeInstanceOf(StartError);
    await expect(failing).rejects.toThrow(/exited \(code 3\).*no database/);
  }, 180_000);
});
