/**
 * Before copies of a `--command` build run check files side by side, whether each copy keeps its
 * test-mode state to itself. A build whose copies share a database, a file or a cache would have
 * one worker's reset wipe the world another worker's check is using: false failures on a correct
 * gateway. The probe asks only what the control contract and every gateway serve: it loads the
 * run's world into every copy, resets the first, and sees that the others still accept the
 * world's token (section 5: an unknown token is 401); then loads the world into the others again
 * and sees that the first, just reset, still refuses it. The token is put to the listing, or to a
 * send of an empty body when the listing does not answer 401 to a token no world holds (a build
 * whose listing is not written yet). Every copy is reset at the end, so each check file still
 * starts from a reset.
 */
import { bundledWorld, type World } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { networkReason } from '../../cli/network-reason.ts';
import type { RemoteTarget } from '../run-suite.ts';

export type StateVerdict = { apart: true } | { apart: false; reason: string };

/** A copy as the probe reaches it; `label` names it in a reason (never a token). */
interface ProbedCopy {
  remote: RemoteTarget;
  label: string;
}

const timeoutMs = 5000;

/** A step the probe could not read (no answer, a refused load): nothing can be told from it. */
class Unreadable extends Error {
  override name = 'Unreadable';
}

/**
 * The token of a number any gateway must let list its templates: connected, in a workspace whose
 * plan grants API access and is not suspended, and held by no other number (so no
 * `X-Phone-Number-Id` is needed). Pure: the world in, the token out.
 */
export function probeToken(world: World): string {
  const usable = world.numbers.find((number) => {
    const workspace = world.workspaces.find((w) => w.id === number.workspace_id);
    const shared = world.numbers.some((other) => other !== number && other.token === number.token);
    return number.connection === 'CONNECTED' && workspace?.plan.api_access === true && !workspace.suspended && !shared;
  });
  if (!usable) throw new Error(`world ${world.name} has no connected number of its own token in a workspace with API access`);
  return usable.token;
}

function trimmed(url: string): string {
  return url.replace(/\/+$/, '');
}

async function call(what: string, url: string, init: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    throw new Unreadable(`${what} got no answer (${networkReason(error, url, timeoutMs)})`);
  }
}

async function control(copy: ProbedCopy, method: string, path: string, body?: unknown): Promise<void> {
  const headers: Record<string, string> = { authorization: `Bearer ${copy.remote.controlToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const what = `${method} ${path} on ${copy.label}`;
  const status = await call(what, `${trimmed(copy.remote.controlUrl)}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (status < 200 || status >= 300) throw new Unreadable(`${what} answered ${status}`);
}

/** A public call that tells whether a copy knows a token: only 401 says it does not (section 5). */
interface Asker {
  what: string;
  ask(copy: ProbedCopy, token: string): Promise<number>;
}

// The listing, or a send the body of which is no message at all (nothing can be sent): a build
// half written may answer one of them before it looks at the token (a listing not written yet).
const askers: readonly Asker[] = [
  {
    what: 'GET /api/v2/templates',
    ask: (copy, token) => call(`GET /api/v2/templates on ${copy.label}`, `${trimmed(copy.remote.baseUrl)}/api/v2/templates?limit=1`, { headers: { authorization: `Bearer ${token}` } }),
  },
  {
    what: 'POST /api/v2/messages',
    ask: (copy, token) => call(`POST /api/v2/messages on ${copy.label}`, `${trimmed(copy.remote.baseUrl)}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }),
  },
];

/** A token no world holds (worlds' tokens start with `fixture-`). */
const unknownToken = 'probe-token-no-world-holds';

/** The first operation that answers 401 to a token the copy cannot know: only its answers tell a token known from one unknown. */
async function askerFor(copy: ProbedCopy): Promise<Asker> {
  for (const asker of askers) if ((await asker.ask(copy, unknownToken)) === 401) return asker;
  throw new Unreadable(`neither ${askers.map((a) => a.what).join(' nor ')} on ${copy.label} answers 401 to a token no world holds`);
}

/** Whether the copy knows the world's token: anything but 401 (a listing whose platform is not running yet has still taken the token). */
async function knowsToken(asker: Asker, copy: ProbedCopy, token: string): Promise<boolean> {
  return (await asker.ask(copy, token)) !== 401;
}

/** The run's world as a copy loads it: pointing at the platform port that copy was given. */
function worldFor(world: World, copy: ProbedCopy) {
  return targetWorld(world, { upstreamBaseUrl: `http://127.0.0.1:${copy.remote.upstreamPort ?? 0}/${world.upstream.api_version}` });
}

async function compare(world: World, first: ProbedCopy, others: ProbedCopy[]): Promise<StateVerdict> {
  const token = probeToken(world);
  const asker = await askerFor(first);
  for (const copy of [first, ...others]) await control(copy, 'PUT', '/world', worldFor(world, copy));
  for (const copy of others) {
    if (!(await knowsToken(asker, copy, token))) throw new Unreadable(`${copy.label} refused the token of the world just loaded into it (401)`);
  }
  await control(first, 'POST', '/reset');
  for (const copy of others) {
    if (!(await knowsToken(asker, copy, token))) return { apart: false, reason: `its copies share state: a reset of ${first.label} wiped the world loaded into ${copy.label}` };
  }
  for (const copy of others) {
    await control(copy, 'PUT', '/world', worldFor(world, copy));
    if (await knowsToken(asker, first, token)) return { apart: false, reason: `its copies share state: a world loaded into ${copy.label} was in ${first.label}, which had just been reset` };
  }
  for (const copy of [first, ...others]) await control(copy, 'POST', '/reset');
  return { apart: true };
}

/**
 * Apart only when every copy behaved as a copy on its own must; otherwise the reason, in one
 * line without any token. A probe it cannot read counts as shared: one copy is always safe.
 */
export async function probeSharedState(remotes: readonly RemoteTarget[], world: World = bundledWorld('default')): Promise<StateVerdict> {
  const copies = remotes.map((remote, i) => ({ remote, label: `copy ${i + 1}` }));
  const [first, ...others] = copies;
  if (!first || others.length === 0) return { apart: true };
  try {
    return await compare(world, first, others);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { apart: false, reason: `could not tell that its copies keep their state apart: ${error.message}` };
  }
}
