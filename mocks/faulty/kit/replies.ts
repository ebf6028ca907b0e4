/** Reading and rewriting the pipelines' answers (status, headers and JSON bytes). */
import type { ErrorCode } from '../../reference/errors/error-catalogue.ts';
import { refusal } from '../../reference/errors/gateway-error.ts';
import { jsonReply, refusalReply, type Reply } from '../../reference/pipeline/reply.ts';
import type { Step } from '../../reference/pipeline/step.ts';

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

/**
 * A step change for a deviation that answers one error otherwise: where the original step answers
 * with error `code`, `instead()` answers (`undefined` lets the request go on as if it had passed).
 */
export function replaceAnswer(code: string, instead: () => Reply | undefined): <C>(original: Step<C>) => Step<C> {
  return (original) => async (context) => {
    const reply = await original(context);
    return codeOf(reply) === code ? instead() : reply;
  };
}

/** A stored answer replayed the way the reference replays one (section 3.3): marked as a replay. */
export { replayOf } from '../../reference/send/steps/idempotency-step.ts';
