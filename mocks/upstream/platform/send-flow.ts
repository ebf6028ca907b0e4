/**
 * The send route as the platform runs it: faults a test planted, then throughput and pair rate
 * limits, then the platform's own checks; an accepted message is stored and reported `sent`.
 * Read receipts arrive on the same route and leave after the faults (`read-flow.ts`).
 */
import type { Answer } from '../answer.ts';
import { platformError } from '../errors/platform-error.ts';
import type { FaultRequest } from '../faults/rule.ts';
import { isReadReceipt } from '../send/check-read.ts';
import { checkSend } from '../send/check-send.ts';
import { unfetchableMedia } from '../send/unfetchable-media.ts';
import type { PlatformNumber } from '../state/model.ts';
import { statusWebhook } from '../webhooks/envelope.ts';
import { webhookError } from '../webhooks/webhook-error.ts';
import type { MockParts } from './mock-parts.ts';
import { faultAnswer, noFaults, shapeFaults, type ShapedFaults } from './planted-faults.ts';
import { runRead } from './read-flow.ts';
import type { SendRequest } from './route-request.ts';
import { remember } from './remember.ts';
import { sendWebhook } from './webhook-outbox.ts';

export type { SendRequest } from './route-request.ts';

/** The platform fetches media after accepting a send; a link it cannot fetch fails the message later. */
function mediaFailure(body: unknown): { code: number; details: string } | undefined {
  const details = unfetchableMedia(body);
  return details === undefined ? undefined : { code: 131053, details };
}

function templateName(body: unknown): string | undefined {
  const template = (body as { template?: { name?: unknown } } | null)?.template;
  return typeof template?.name === 'string' ? template.name : undefined;
}

/** The faults planted for this send; asking the plan is skipped when no rule is in force (every send asks). */
function plannedFaults(parts: MockParts, request: SendRequest, number: PlatformNumber | undefined): Readonly<ShapedFaults> {
  if (parts.faults.size === 0) return noFaults;
  const name = templateName(request.body);
  const faultRequest: FaultRequest = { route: 'send', phoneNumberId: request.phoneNumberId };
  if (name !== undefined) faultRequest.templateName = name;
  if (number) faultRequest.businessAccountId = number.businessAccountId;
  return shapeFaults(parts.faults.decide(faultRequest));
}

/** A JSON answer (with its text, when made with one), held back by the planted latency if there is any. */
function answer(status: number, body: unknown, delayMs: number, text?: string): Answer {
  const json: Extract<Answer, { kind: 'json' }> = { kind: 'json', status, body };
  if (text !== undefined) json.text = text;
  if (delayMs > 0) json.delayMs = delayMs;
  return json;
}

/** The answer to a send, held back when a test planted a gate for it (`faults/answer-gate.ts`). */
export function runSend(parts: MockParts, request: SendRequest): Answer {
  const answer = answerSend(parts, request);
  if (parts.gates.size === 0 || answer.kind === 'hang') return answer;
  const number = parts.state.numbers.get(request.phoneNumberId);
  const name = templateName(request.body);
  const gated: FaultRequest = { route: 'send', phoneNumberId: request.phoneNumberId };
  if (name !== undefined) gated.templateName = name;
  if (number) gated.businessAccountId = number.businessAccountId;
  const heldUntil = parts.gates.take(gated);
  return heldUntil ? { ...answer, heldUntil } : answer;
}

function answerSend(parts: MockParts, request: SendRequest): Answer {
  const { state, clock } = parts;
  const now = clock.now();
  const number = state.numbers.get(request.phoneNumberId);
  const shaped = plannedFaults(parts, request, number);
  if (shaped.replace) return faultAnswer(shaped.replace, shaped.delayMs);
  // The same route marks received messages as read; that is no send, so nothing below applies.
  if (isReadReceipt(request.body)) return runRead(parts, request, now, shaped.delayMs);

  const windowRefusal = shaped.windowRefusalNow ? 'now' : 'later';
  const outcome = checkSend(state, { phoneNumberId: request.phoneNumberId, authorization: request.authorization, body: request.body, now, windowRefusal });
  if (outcome.kind === 'refused') return answer(outcome.status, outcome.body, shaped.delayMs);
  const { message } = outcome;

  // Rate limits count only messages that would otherwise go out, as the platform's do.
  if (number && !parts.throughput.admit(number, now)) {
    const error = platformError(130429);
    return answer(error.status, error.body, shaped.delayMs);
  }
  if (!parts.pairs.admit(request.phoneNumberId, message.to, now)) {
    const error = platformError(131056);
    return answer(error.status, error.body, shaped.delayMs);
  }

  remember(parts, message);
  const failure = shaped.laterFailure ?? outcome.laterFailure ?? mediaFailure(request.body);
  if (number) {
    message.status = failure ? 'failed' : 'sent';
    sendWebhook(state, parts.dispatcher, () => {
      const base = { number, messageId: message.id, recipient: message.to, at: now };
      return failure ? statusWebhook({ ...base, status: 'failed', errors: [webhookError(failure.code, failure.details)] }) : statusWebhook({ ...base, status: 'sent' });
    });
  }
  return answer(200, outcome.response, shaped.delayMs, outcome.text);
}
