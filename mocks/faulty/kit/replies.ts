/** Reading and rewriting the pipelines' answers (status, headers and JSON bytes). */
import type { ErrorCode } from '../../reference/errors/error-catalogue.ts';
import { refusal } from '../../reference/errors/gateway-error.ts';
import { jsonReply, refusalReply, type Reply } from '../../reference/send/reply.ts';

/** The `code` of an error answer, `undefined` for anything else. */
export function codeOf(reply: Reply | undefined): string | undefined {
  if (!reply || reply.status < 400) return undefined;
  try {
    const code = (JSON.parse(reply.body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** An error answer with another code (and so the status the catalogue gives it). */
export function answerAs(code: ErrorCode, message: string): Reply {
  return refusalReply(refusal(code, message));
}

/** An error answer outside the catalogue: a status and code the spec does not give for the case. */
export function offCatalogue(status: number, code: string, message: string): Reply {
  return jsonReply(status, { code, message });
}

/** The reply without one header. */
export function withoutHeader(reply: Reply, name: string): Reply {
  const headers = Object.fromEntries(Object.entries(reply.headers).filter(([key]) => key.toLowerCase() !== name));
  return { ...reply, headers };
}
