/**
 * The two operations every build's control plane must serve besides `GET /capabilities`: load a
 * world (`PUT /world`) and wipe it (`POST /reset`). Tried once when the build is first reached,
 * with the harness's default world, so a control plane that lacks one, or refuses that world, is
 * told at once in one line, not by every check failing its provisioning. The build is left reset.
 */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { networkReason } from '../../cli/network-reason.ts';
import type { RemoteTarget } from '../run-suite.ts';
import { guideHint } from './control-probe.ts';
import { StartError } from './launched-target.ts';

const timeoutMs = 10_000;

/** What a refusal said, without anything a world carries: the ControlError's code and message, cut short. */
async function refusalText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown; message?: unknown; detail?: { loc?: unknown; msg?: unknown }[] } | undefined;
  const parts = [typeof body?.error === 'string' ? body.error : '', typeof body?.message === 'string' ? body.message.slice(0, 200) : ''].filter((p) => p !== '');
  const first = Array.isArray(body?.detail) ? body.detail[0] : undefined;
  if (first && typeof first.msg === 'string') parts.push(`${Array.isArray(first.loc) ? `${first.loc.join('.')}: ` : ''}${first.msg.slice(0, 200)}`);
  return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
}

async function operation(remote: RemoteTarget, method: string, path: string, why: string, body?: unknown): Promise<void> {
  const url = `${remote.controlUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${remote.controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new StartError(`the control plane gave no answer to ${method} ${url} (${networkReason(error, url, timeoutMs)}), which every build must serve: ${why}`, 'refused');
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const said = await refusalText(response);
  throw new StartError(`the control plane answered ${response.status}${said} to ${method} ${url}, which every build must serve: ${why}; ${guideHint}`, 'refused');
}

/** Loads the default world, then resets; throws a StartError naming the operation that failed. */
export async function requireProvisioning(remote: RemoteTarget): Promise<void> {
  const world = bundledWorld('default');
  const loaded = targetWorld(world, { upstreamBaseUrl: `http://127.0.0.1:${remote.upstreamPort ?? 9}/${world.upstream.api_version}` });
  await operation(remote, 'PUT', '/world', 'the harness loads a world (numbers, tokens, customers) before each check file, and answers 204 once it is in', loaded);
  await operation(remote, 'POST', '/reset', 'the harness wipes the build\'s test state with it, and it answers 204');
}
