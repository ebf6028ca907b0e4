/**
 * Before any check runs, one call to the control plane's capabilities operation tells whether a
 * target can be checked at all, and why not in one line when it cannot. `GET /capabilities` is
 * required of every build: it says where the platform mock posts its webhooks and which optional
 * capabilities the build offers. A control plane that answers it wrongly is told so at once:
 * waiting would not change its answer. Only no answer, and 503 (a server still starting), are
 * worth asking again.
 */
import { networkReason } from '../../cli/network-reason.ts';
import { StartError } from './launched-target.ts';

export type ProbeResult = { ok: true } | { ok: false; reason: string; retryable: boolean };

/** Where a team reads what the control plane must answer (docs/checking-your-build.md). */
export const guideHint = 'see docs/checking-your-build.md for a minimal control plane';

function capabilitiesProblem(body: unknown): string | undefined {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (!fields) return 'its body is not a JSON object';
  const missing = ['capabilities', 'upstream_webhook_url', 'spec_version'].filter((name) => fields[name] === undefined);
  if (missing.length > 0) return `its body lacks ${missing.join(', ')}`;
  if (!Array.isArray(fields.capabilities) || !fields.capabilities.every((c) => typeof c === 'string')) return 'its capabilities is not a list of names ([] when it offers none)';
  if (typeof fields.upstream_webhook_url !== 'string' || !/^https?:\/\//.test(fields.upstream_webhook_url)) return 'its upstream_webhook_url is not an http(s) URL';
  return undefined;
}

/** One attempt: reachable, answering the control token, and serving the capabilities operation. */
export async function probeControlPlane(controlUrl: string, controlToken: string, timeoutMs = 5000): Promise<ProbeResult> {
  const url = `${controlUrl.replace(/\/+$/, '')}/capabilities`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${controlToken}` }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { ok: false, retryable: true, reason: `control plane unreachable at ${controlUrl} (${networkReason(error, controlUrl, timeoutMs)})` };
  }
  if (response.ok) {
    const problem = capabilitiesProblem(await response.json().catch(() => undefined));
    if (problem === undefined) return { ok: true };
    return { ok: false, retryable: false, reason: `the control plane's GET ${url} answered ${response.status}, but ${problem}: it must answer {"capabilities": [...], "upstream_webhook_url": "...", "spec_version": "2"}; ${guideHint}` };
  }
  await response.body?.cancel();
  if (response.status === 401 || response.status === 403) {
    return { ok: false, retryable: false, reason: `control plane at ${controlUrl} refused the control token (${response.status}): it must accept Authorization: Bearer $HARNESS_CONTROL_TOKEN` };
  }
  if (response.status === 404) {
    return { ok: false, retryable: false, reason: `no control plane at ${controlUrl} (404 on GET /capabilities; is the build in test mode, and is its control plane under this path? --control-path sets it)` };
  }
  if (response.status === 503) return { ok: false, retryable: true, reason: `control plane at ${controlUrl} answered 503 on GET /capabilities (still starting?)` };
  return { ok: false, retryable: false, reason: `the control plane answered ${response.status} on GET ${url}, which every build must serve (the harness reads there where the platform's webhooks go and which optional capabilities the build offers): answer 200 with {"capabilities": [], "upstream_webhook_url": ..., "spec_version": "2"}; ${guideHint}` };
}

/** The public base URL must answer something (any status): a wrong port is caught here, not in 200 checks. */
async function probePublicApi(baseUrl: string, timeoutMs = 5000): Promise<ProbeResult> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/v2/openapi.json`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return { ok: true };
  } catch (error) {
    return { ok: false, retryable: true, reason: `target unreachable at ${baseUrl} (${networkReason(error, baseUrl, timeoutMs)})` };
  }
}

/** Both probes once; throws the first reason. */
export async function requireReachable(baseUrl: string, controlUrl: string, controlToken: string): Promise<void> {
  for (const result of [await probePublicApi(baseUrl), await probeControlPlane(controlUrl, controlToken)]) {
    if (!result.ok) throw new StartError(result.reason, result.retryable ? 'timeout' : 'refused');
  }
}
