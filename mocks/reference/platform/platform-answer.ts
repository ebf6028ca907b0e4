/**
 * What came back from the upstream platform, reduced to what the gateway acts on. The HTTP call
 * lives in platform-client.ts; this file only reads answers, so it can be tested without a socket.
 */
export type SendOutcome =
  | { kind: 'accepted'; waMessageId: string }
  | { kind: 'refused'; platformCode: number | undefined; reason: string }
  | { kind: 'outage'; reason: string };

interface PlatformErrorBody {
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

/** The platform's refusal as prose: its message and details, never its numeric code (section 7). */
export function refusalReason(body: unknown): { platformCode: number | undefined; reason: string } | undefined {
  const error = (body as PlatformErrorBody | null)?.error;
  if (!error || typeof error !== 'object') return undefined;
  const message = typeof error.message === 'string' ? error.message : 'refused';
  const details = typeof error.error_data?.details === 'string' ? error.error_data.details : undefined;
  const reason = details && details !== message ? `${message}: ${details}` : message;
  return { platformCode: typeof error.code === 'number' ? error.code : undefined, reason };
}

export function readSendAnswer(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) {
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id === 'string' && id.length > 0) return { kind: 'accepted', waMessageId: id };
    return { kind: 'outage', reason: 'the platform answered without a message id' };
  }
  const refused = refusalReason(body);
  if (refused && status < 500) return { kind: 'refused', ...refused };
  if (refused) return { kind: 'outage', reason: refused.reason };
  return { kind: 'outage', reason: `the platform answered HTTP ${status}` };
}
