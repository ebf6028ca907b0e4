// Copies of a build that keep their state apart pass the probe and are left reset; copies that
// share one state (here, the same reference reached twice) do not, and the reason names no token.
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
    expect(verdict).toMatchObject({ apart: false, reason: expect.stringMatching(/^could not tell that its copies keep their state apart: PUT \/world on copy 2 got no answer \(ECONNREFUSED\)$/) });
  });
});
