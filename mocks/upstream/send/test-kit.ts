/**
 * What the send tests share: the default world, its clock start, request builders and assertions
 * that hold every outcome to the contract.
 */
import { expect } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { stateFromWorld } from '../state/from-world.ts';
import type { PlatformState } from '../state/model.ts';
import { checkSend, type SendInput, type SendOutcome } from './check-send.ts';
import type { SendMessageResponse, TemplateSendComponent } from './send-types.ts';
import type { ErrorEnvelope } from '../errors/platform-error.ts';

export const world = bundledWorld('default');
export const now = Date.parse(world.clock.start);

export const mainNumber = '100000000000001';
export const mainAuth = 'Bearer fixture-token-main-0001';
/** Wrote to numbers 1-4 half an hour before the clock start. */
export const openCustomer = '12025550101';
/** Wrote 25 hours before the clock start. */
export const closedCustomer = '12025550102';
/** Never wrote. */
export const newCustomer = '12025550103';

export function freshState(): PlatformState {
  return stateFromWorld(world);
}

export function text(to: string, body = 'Hello'): Record<string, unknown> {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body } };
}

export function template(name: string, components?: TemplateSendComponent[], language = 'en_US', to = newCustomer): Record<string, unknown> {
  return { messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code: language }, ...(components ? { components } : {}) } };
}

export function bodyValues(...values: string[]): TemplateSendComponent {
  return { type: 'body', parameters: values.map((value) => ({ type: 'text', text: value })) };
}

export function urlButton(index: string | number, value: string): TemplateSendComponent {
  return { type: 'button', sub_type: 'url', index, parameters: [{ type: 'text', text: value }] } as TemplateSendComponent;
}

/** A send from the main number with its own token, unless the input says otherwise. */
export function send(body: unknown, input: Partial<SendInput> = {}, state: PlatformState = freshState()): SendOutcome {
  return checkSend(state, { phoneNumberId: mainNumber, authorization: mainAuth, now, body, ...input });
}

/** A send from a mock planted with `window-refusal-now`: outside the window it is refused in the answer. */
export function sendRefusingNow(body: unknown, input: Partial<SendInput> = {}, state: PlatformState = freshState()): SendOutcome {
  return send(body, { windowRefusal: 'now', ...input }, state);
}

const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');
const validResponse = schemaCompiler('upstream').component('SendMessageResponse');

/** Asserts a refusal with `code` (and `status`, if given) whose body is a contract ErrorEnvelope. */
export function expectRefused(outcome: SendOutcome, code: number, status?: number): ErrorEnvelope['error'] {
  if (outcome.kind !== 'refused') throw new Error(`expected refusal ${code}, got an accepted send`);
  expect(outcome.code, JSON.stringify(outcome.body)).toBe(code);
  expect(outcome.body.error.code).toBe(code);
  if (status !== undefined) expect(outcome.status).toBe(status);
  expect(validEnvelope(outcome.body), JSON.stringify(validEnvelope.errors)).toBe(true);
  return outcome.body.error;
}

/** The refusal's details, for assertions on what it names. */
export function detailsOf(outcome: SendOutcome, code: number): string {
  return expectRefused(outcome, code).error_data?.details ?? '';
}

/** Asserts an accepted send whose response is a contract SendMessageResponse. */
export function expectAccepted(outcome: SendOutcome): SendMessageResponse & { id: string } {
  if (outcome.kind !== 'accepted') throw new Error(`expected an accepted send, got ${JSON.stringify(outcome.body)}`);
  expect(validResponse(outcome.response), JSON.stringify(validResponse.errors)).toBe(true);
  return { ...outcome.response, id: outcome.message.id };
}
