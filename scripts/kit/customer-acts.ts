/**
 * Acting as a customer: the same requests `gateway-harness trigger message.received` makes
 * (`../up/sample-events.ts` chooses them from what the handset shows), sent to the platform mock,
 * which posts the signed webhook to the gateway. Each act resolves once the gateway has answered
 * that webhook, with what the platform posted.
 */
import { handsetPrefix, type RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { isHandsetState, mediaKinds, triggerAction, TriggerProblem, type TriggerOptions } from '../up/sample-events.ts';
import { StackActionError, StackOptionError } from './kit-errors.ts';
import type { CustomerMessageResult, StackCustomerActor, StackNumber } from './kit-types.ts';
import { journalMark, webhooksAfter } from './platform-webhooks.ts';

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function handsetState(upstream: RunningHandsetMock) {
  const state = await answerOf(await fetch(`${upstream.url}${handsetPrefix}/api/conversations`));
  if (!isHandsetState(state)) throw new StackActionError('the platform mock did not describe its conversations');
  return state;
}

/** Sends what the customer does through the platform mock; `what` names the act in errors. */
async function act(upstream: RunningHandsetMock, what: string, options: TriggerOptions): Promise<CustomerMessageResult> {
  let action;
  try {
    action = triggerAction('message.received', await handsetState(upstream), options);
  } catch (error) {
    if (error instanceof TriggerProblem) throw new StackActionError(`${what}: ${error.message}`);
    throw error;
  }
  const mark = journalMark(upstream);
  const response = await fetch(`${upstream.url}${action.path}`, { method: action.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(action.body) });
  const answer = (await answerOf(response)) as { message_id?: string; message?: string };
  if (response.status !== 200 || typeof answer.message_id !== 'string') {
    throw new StackActionError(`${what}: the platform mock refused it with ${response.status}: ${answer.message ?? JSON.stringify(answer)}`);
  }
  return { messageId: answer.message_id, webhooks: await webhooksAfter(upstream, mark, answer.message_id) };
}

export function customerActor(upstream: RunningHandsetMock, waId: string, number: StackNumber): StackCustomerActor {
  if (!/^[0-9]+$/.test(waId)) throw new StackOptionError('customer(waId)', `customer(waId): a customer's number is digits only, without "+" (got ${JSON.stringify(waId)})`);
  const on = { number: number.phoneNumberId, customer: waId };
  const who = `customer ${waId} to number ${number.phoneNumberId}`;
  return {
    waId,
    number,
    async writes(text) {
      if (typeof text !== 'string' || text === '') throw new StackOptionError('writes(text)', `${who}: writes(text) takes a non-empty string`);
      return act(upstream, `${who} writes`, { ...on, text });
    },
    async taps(optionId) {
      if (optionId !== undefined && (typeof optionId !== 'string' || optionId === '')) throw new StackOptionError('taps(optionId)', `${who}: taps(optionId) takes the id of a button, a list row or a quick reply's payload`);
      return act(upstream, `${who} taps${optionId === undefined ? '' : ` ${JSON.stringify(optionId)}`}`, { ...on, tap: true, ...(optionId === undefined ? {} : { option: optionId }) });
    },
    async sendsMedia(kind, details = {}) {
      if (!mediaKinds.includes(kind)) throw new StackOptionError('sendsMedia(kind)', `${who}: sendsMedia(kind) takes one of ${mediaKinds.join(', ')} (got ${JSON.stringify(kind)})`);
      return act(upstream, `${who} sends ${kind}`, { ...on, media: kind, mediaDetails: details });
    },
  };
}
