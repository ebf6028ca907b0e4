// Copies of a build that keep their state apart pass the probe and are left reset; copies that
// share one state (here, the same reference reached twice) do not, and the reason names no token.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { startReference, type RunningReference } from '../../../mocks/reference/index.ts';
import type { RemoteTarget } from '../run-suite.ts';
import { probeSharedState, probeToken } from './shared-state-probe.ts';

const world = bundledWorld('default');
const token = probeToken(world);
const references: RunningReference[] = [];
const remotes: RemoteTarget[] = [];

beforeAll(async () => {
  for (const controlToken of ['control-token-a', 'control-token-b']) {
    const reference = await startReference({ controlToken });
    references.push(reference);
    remotes.push({ baseUrl: reference.url, controlUrl: reference.controlUrl ?? '', controlToken, upstreamPort: 9 });
  }
});

afterAll(async () => {
  await Promise.all(references.map((reference) => reference.close()));
});

async function listingStatus(remote: RemoteTarget): Promise<number> {
  const response = await fetch(`${remote.baseUrl}/api/v2/templates?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

/** The public API of `target`, but its listing answers 500 to everything, as a build whose listing is not written yet. */
async function listingNotWritten(target: string): Promise<{ url: string; close(): Promise<unknown> }> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/v2/templates')) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"internal_error","message":"not written yet"}');
      return;
    }
    const forwarded = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('probeSharedState', () => {
  it('takes a connected number of its own token, in a workspace with API access', () => {
    const number = world.numbers.find((n) => n.token === token);
    expect(number?.connection).toBe('CONNECTED');
    expect(world.numbers.filter((n) => n.token === token)).toHaveLength(1);
    const workspace = world.workspaces.find((w) => w.id === number?.workspace_id);
    expect(workspace).toMatchObject({ plan: { api_access: true }, suspended: false });
  });

  it('finds two copies on their own apart, and leaves both reset', async () => {
    expect(await probeSharedState(remotes, world)).toEqual({ apart: true });
    for (const remote of remotes) expect(await listingStatus(remote)).toBe(401);
  });

  it('finds one state reached twice shared: the reset of one wipes the world of the other', async () => {
    const [first] = remotes as [RemoteTarget];
    const verdict = await probeSharedState([first, { ...first }], world);
    expect(verdict).toEqual({ apart: false, reason: 'its copies share state: a reset of copy 1 wiped the world loaded into copy 2' });
  });

  it('asks a send when the listing answers before it looks at the token (a listing not written yet)', async () => {
    // Two copies whose listing always fails, in front of the two references.
    const unwritten = await Promise.all(remotes.map((remote) => listingNotWritten(remote.baseUrl)));
    try {
      const copies = remotes.map((remote, i) => ({ ...remote, baseUrl: unwritten[i]?.url ?? '' }));
      expect(await probeSharedState(copies, world)).toEqual({ apart: true });
      const [first] = copies as [RemoteTarget];
      expect(await probeSharedState([first, { ...first }], world)).toEqual({ apart: false, reason: 'its copies share state: a reset of copy 1 wiped the world loaded into copy 2' });
    } finally {
      await Promise.all(unwritten.map((proxy) => proxy.close()));
    }
  });

  it('cannot tell when a copy refuses the control token, and says which step without any secret', async () => {
    const [first, second] = remotes as [RemoteTarget, RemoteTarget];
    const verdict = await probeSharedState([first, { ...second, controlToken: 'not-its-token' }], world);
    expect(verdict).toEqual({ apart: false, reason: 'could not tell that its copies keep their state apart: PUT /world on copy 2 answered 401' });
  });

  it('cannot tell when a copy does not answer', async () => {
    const [first] = remotes as [RemoteTarget];
    const gone = await startReference({ controlToken: 'control-token-c' });
    await gone.close();
    const verdict = await probeSharedState([first, { baseUrl: gone.url, controlUrl: gone.controlUrl ?? '', controlToken: 'control-token-c' }], world);
    expect(verdict).toMatchObject({ apart: false, reason: expect.stringMatching(/^could not tell that its copies keep their state apart: PUT \/world on copy 2 got no answer \(connection refused: nothing listens there\)$/) });
  });
});
