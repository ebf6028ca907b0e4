/**
 * The send route as the platform runs it: faults a test planted, then throughput and pair rate
 * limits, then the platform's own checks; an accepted message is stored and reported `sent`.
 */
import { json, type Answer } from '../answer.ts';
import { platformError } from '../errors/platform-error.ts';
import type { DecidedFault } from '../faults/rule.ts';
import { checkSend } from '../send/check-send.ts';
import { statusWebhook } from '../webhooks/envelope.ts';
import { webhookError } from '../webhooks/webhook-error.ts';
import type { SentMessage } from '../state/model.ts';
import type { MockParts } from './mock-parts.ts';
import { sendWebhook } from './webhook-outbox.ts';

export interface SendRequest {
  version: string;
  phoneNumberId: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * The platform fetches media after accepting a send; a link it cannot fetch fails later with
 * 131053. The mock fetches nothing, so hosts under the reserved `.invalid` domain stand for
 * links that cannot be fetched.
 */
function unfetchableMedia(body: unknown): string | undefined {
  const message = body as Record<string, { link?: unknown } | undefined> | null;
  const type = (body as { type?: unknown } | null)?.type;
  const link = typeof type === 'string' ? message?.[type]?.link : undefined;
  if (typeof link !== 'string') return undefined;
  try {
    return new URL(link).hostname.endsWith('.invalid') ? link : undefined;
  } catch {
    return undefined;
  }
}

function templateName(body: unknown): string | undefined {
  const template = (body as { template?: { name?: unknown } } | null)?.template;
  return typeof template?.name === 'string' ? template.name : undefined;
}

function recipient(body: unknown): string | undefined {
  const to = (body as { to?: unknown } | null)?.to;
  return typeof to === 'string' ? to.replace(/\D/g, '') : undefined;
}

/** The first fault that replaces the answer, and the latency to add before any answer. */
function shapeFaults(faults: DecidedFault[]): { delayMs: number; replace?: DecidedFault; laterFailure?: Extract<DecidedFault, { kind: 'later-failure' }> } {
  let delayMs = 0;
  let replace: DecidedFault | undefined;
  let laterFailure: Extract<DecidedFault, { kind: 'later-failure' }> | undefined;
  for (const fault of faults) {
    if (fault.kind === 'latency') delayMs += fault.ms;
    else if (fault.kind === 'later-failure') laterFailure ??= fault;
    else replace ??= fault;
  }
  return { delayMs, ...(replace ? { replace } : {}), ...(laterFailure ? { laterFailure } : {}) };
}

function faultAnswer(fault: DecidedFault, delayMs: number): Answer {
  switch (fault.kind) {
    case 'platform-error': {
      const error = platformError(fault.code, fault.details === undefined ? {} : { details: fault.details });
      return { kind: 'json', status: error.status, body: error.body, delayMs };
    }
    case 'http-status':
      // What a proxy in front of the platform answers: a bare status, no platform envelope.
      return { kind: 'empty', status: fault.status, delayMs };
    case 'reset':
      return { kind: 'reset', delayMs };
    case 'hang':
      return { kind: 'hang' };
    case 'malformed-body':
      return { kind: 'malformed-body', status: 200, delayMs };
    default:
      return { kind: 'json', status: 500, body: platformError(131000).body, delayMs };
  }
}

/** Stores an accepted message, forgetting the oldest beyond the capacity (a Map keeps insertion order). */
function remember(parts: MockParts, message: SentMessage): void {
  const { messages } = parts.state;
  messages.set(message.id, message);
  parts.state.acceptedCount += 1;
  while (messages.size > parts.messageCapacity) {
    const oldest = messages.keys().next();
    if (oldest.done) break;
    messages.delete(oldest.value);
  }
}

export function runSend(parts: MockParts, request: SendRequest): Answer {
  const { state, clock } = parts;
  const now = clock.now();
  const name = templateName(request.body);
  const number = state.numbers.get(request.phoneNumberId);
  const shaped = shapeFaults(
    parts.faults.decide({
      route: 'send',
      phoneNumberId: request.phoneNumberId,
      ...(name === undefined ? {} : { templateName: name }),
      ...(number ? { businessAccountId: number.businessAccountId } : {}),
    }),
  );
  if (shaped.replace) return faultAnswer(shaped.replace, shaped.delayMs);

  const outcome = checkSend(state, { phoneNumberId: request.phoneNumberId, authorization: request.authorization, body: request.body, now });
  if (outcome.kind === 'refused') return { kind: 'json', status: outcome.status, body: outcome.body, delayMs: shaped.delayMs };

  // Rate limits count only messages that would otherwise go out, as the platform's do.
  const to = recipient(request.body) ?? '';
  if (number && !parts.throughput.admit(number, now)) {
    const error = platformError(130429);
    return { kind: 'json', status: error.status, body: error.body, delayMs: shaped.delayMs };
  }
  if (!parts.pairs.admit(request.phoneNumberId, to, now)) {
    const error = platformError(131056);
    return { kind: 'json', status: error.status, body: error.body, delayMs: shaped.delayMs };
  }

  remember(parts, outcome.message);
  const unfetchable = unfetchableMedia(request.body);
  if (unfetchable !== undefined) shaped.laterFailure ??= { kind: 'later-failure', code: 131053, details: `Media download failed: ${unfetchable} could not be fetched.` };
  if (number) {
    const base = { number, messageId: outcome.message.id, recipient: outcome.message.to, at: now };
    if (shaped.laterFailure) {
      outcome.message.status = 'failed';
      const error = webhookError(shaped.laterFailure.code, shaped.laterFailure.details);
      sendWebhook(state, parts.dispatcher, () => statusWebhook({ ...base, status: 'failed', errors: [error] }));
    } else {
      outcome.message.status = 'sent';
      sendWebhook(state, parts.dispatcher, () => statusWebhook({ ...base, status: 'sent' }));
    }
  }
  return { ...json(200, outcome.response), ...(shaped.delayMs > 0 ? { delayMs: shaped.delayMs } : {}) };
}
