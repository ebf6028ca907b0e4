/**
 * Before any check runs, one call to the control plane's capabilities operation tells whether a
 * target can be checked at all, and why not in one line when it cannot.
 */
import { StartError } from './launched-target.ts';

export type ProbeResult = { ok: true } | { ok: false; reason: string; retryable: boolean };

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'no answer within the time limit';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** One attempt: reachable, answering the control token, and serving the capabilities operation. */
export async function probeControlPlane(controlUrl: string, controlToken: string, timeoutMs = 5000): Promise<ProbeResult> {
  let response: Response;
  try {
    response = await fetch(`${controlUrl.replace(/\/+$/, '')}/capabilities`, {
      headers: { authorization: `Bearer ${controlToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, retryable: true, reason: `control plane unreachable at ${controlUrl} (${networkReason(error)})` };
  }
  await response.body?.cancel();
  if (response.ok) return { ok: true };
  if (response.status === 401 || response.status === 403) {
    return { ok: false, retryable: false, reason: `control plane at ${controlUrl} refused the control token (${response.status})` };
  }
  if (response.status === 404) {
    return { ok: false, retryable: false, reason: `no control plane at ${controlUrl} (404 on /capabilities; is the build in test mode?)` };
  }
  return { ok: false, retryable: true, reason: `control plane at ${controlUrl} answered ${response.status} on /capabilities` };
}

/** The public base URL must answer something (any status): a wrong port is caught here, not in 200 checks. */
async function probePublicApi(baseUrl: string, timeoutMs = 5000): Promise<ProbeResult> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/v2/openapi.json`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return { ok: true };
  } catch (error) {
    return { ok: false, retryable: true, reason: `target unreachable at ${baseUrl} (${networkReason(error)})` };
  }
}

/** Both probes once; throws the first reason. */
export async function requireReachable(baseUrl: string, controlUrl: string, controlToken: string): Promise<void> {
  for (const result of [await probePublicApi(baseUrl), await probeControlPlane(controlUrl, controlToken)]) {
    if (!result.ok) throw new StartError(result.reason);
  }
}
