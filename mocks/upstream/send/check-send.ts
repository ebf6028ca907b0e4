/**
 * A send as the platform judges it: caller, sending number, request shape, customer service
 * window, then the template rules. The first refusal answers; a send that passes them all is
 * accepted with a new message id. The state is read, never changed: the caller stores `message`.
 *
 * A free-form send outside the window is, as the platform usually handles it, accepted and failed
 * later (`laterFailure`, 131047 on a status webhook); `windowRefusal: 'now'` refuses it at once.
 */
import type { ErrorEnvelope } from '../errors/platform-error.ts';
import type { PlatformNumber, PlatformState, SentMessage } from '../state/model.ts';
import { acceptedResponse } from './accepted-response.ts';
import { checkAuth } from './check-auth.ts';
import { checkNumber } from './check-number.ts';
import { checkShape } from './check-shape.ts';
import { checkTemplate } from './check-template.ts';
import { checkWindow } from './check-window.ts';
import { nextMessageId } from './message-id.ts';
import { recipientId } from './recipient.ts';
import { isRefusal, refusalAnswer, type Refusal } from './refusal.ts';
import type { SendMessageRequest, SendMessageResponse } from './send-types.ts';

export interface SendInput {
  phoneNumberId: string;
  /** The raw `Authorization` header, if any. */
  authorization: string | undefined;
  /** The parsed JSON body, unchecked. */
  body: unknown;
  /** Virtual now, in milliseconds since the epoch. */
  now: number;
  /** When a free-form send outside the window fails: on a later status webhook (default) or in the answer. */
  windowRefusal?: 'later' | 'now';
}

export type SendOutcome =
  | {
      kind: 'accepted';
      message: SentMessage;
      response: SendMessageResponse;
      /** `response` as JSON text. */
      text: string;
      /** Why the platform will fail the message after accepting it, if it will. */
      laterFailure?: Refusal;
    }
  | { kind: 'refused'; status: number; body: ErrorEnvelope; code: number };

interface Passed {
  number: PlatformNumber;
  request: SendMessageRequest;
  waId: string;
  laterFailure?: Refusal;
}

/** The caller's token, then the number in the path: the first checks of a send and of a read receipt alike. */
export function checkSender(state: PlatformState, input: Pick<SendInput, 'phoneNumberId' | 'authorization'>): PlatformNumber | Refusal {
  return checkAuth(state, input.phoneNumberId, input.authorization) ?? checkNumber(state, input.phoneNumberId);
}

function screen(state: PlatformState, input: SendInput): Passed | Refusal {
  const number = checkSender(state, input);
  if (isRefusal(number)) return number;
  const request = checkShape(input.body);
  if (isRefusal(request)) return request;
  const waId = recipientId(request.to);
  if (isRefusal(waId)) return waId;
  const closed = checkWindow(state, number.phoneNumberId, waId, request, input.now);
  if (closed && input.windowRefusal === 'now') return closed;
  const unfit = request.type === 'template' ? checkTemplate(state, number, request) : undefined;
  if (unfit) return unfit;
  return closed ? { number, request, waId, laterFailure: closed } : { number, request, waId };
}

function accept(state: PlatformState, input: SendInput, { number, request, waId, laterFailure }: Passed): SendOutcome {
  const id = nextMessageId(state, number.phoneNumberId, waId, input.now);
  // A known customer's own id string is kept rather than the one read from this request: a
  // hundred thousand stored messages then share it instead of each holding a copy.
  const to = state.customers.get(waId)?.waId ?? waId;
  const message: SentMessage = { id, phoneNumberId: number.phoneNumberId, to, type: request.type, status: 'accepted', at: input.now };
  // The platform reports message_status on template sends only.
  const { response, text } = acceptedResponse(request.to, waId, id, request.type === 'template' ? 'accepted' : undefined);
  return laterFailure ? { kind: 'accepted', message, response, text, laterFailure } : { kind: 'accepted', message, response, text };
}

/** Judges one send against the platform state; see the module comment for the order of checks. */
export function checkSend(state: PlatformState, input: SendInput): SendOutcome {
  const passed = screen(state, input);
  if (!isRefusal(passed)) return accept(state, input, passed);
  return { kind: 'refused', ...refusalAnswer(passed), code: passed.code };
}
