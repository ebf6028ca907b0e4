/**
 * The model of section 3.3 the commands run against: which (number, key) pairs hold a stored
 * success, with the body slot it was sent with, when, and the answer to replay. Retention
 * follows decision A5: a replay is owed up to 23 h after the first request, a fresh attempt
 * from 24 h 10 min (24 h, plus the first request's duration, plus 5 min, with room to spare);
 * the clock command never leaves a stored key in between.
 */
import { expect } from 'vitest';
import { expectSent } from '../assertions/error-answer.ts';
import type { CheckedResponse } from '../http/checked-client.ts';
import type { InFlightOutcome } from '../run/in-flight.ts';
import type { FaultRule } from '../run/upstream-faults.ts';
import type { JournalEntry } from '../run/upstream-view.ts';

export const replayUntilSeconds = 23 * 3600;
export const freshFromSeconds = 24 * 3600 + 10 * 60;

export interface StoredSuccess {
  body: number;
  /** Model seconds of the first request. */
  at: number;
  answer: unknown;
}

export interface KeyModel {
  /** Seconds since the run began, on the target's clock. */
  now: number;
  stored: Map<string, StoredSuccess>;
  /** The target offers clock control, so the clock command may run. */
  clock: boolean;
}

/** The target as the commands drive it, by slot: numbers 0 and 1, keys 0 to 2, bodies 0 to 2. */
export interface KeyReal {
  phoneNumberId(number: number): string;
  /** A send of body slot `body` (or a body locally refused, for `'refused'`) with key slot `key`. */
  send(number: number, key: number, body: number | 'refused'): Promise<CheckedResponse<unknown>>;
  /** Sends that reached the platform since the last call. */
  fresh(): Promise<JournalEntry[]>;
  addFault(rule: FaultRule): Promise<void>;
  /** `first`, then `during` while the platform holds the first's send from number slot `number` (`run/in-flight.ts`). */
  inFlight(number: number, first: () => Promise<CheckedResponse<unknown>>, during: () => Promise<CheckedResponse<unknown>>[]): Promise<InFlightOutcome<CheckedResponse<unknown>>>;
  advance(seconds: number): Promise<void>;
}

const slot = (number: number, key: number) => `${number}/${key}`;

/** The stored success of (number, key) now, forgetting it once retention has passed. */
export function live(model: KeyModel, number: number, key: number): StoredSuccess | undefined {
  const stored = model.stored.get(slot(number, key));
  if (!stored) return undefined;
  const age = model.now - stored.at;
  if (age >= freshFromSeconds) {
    model.stored.delete(slot(number, key));
    return undefined;
  }
  if (age > replayUntilSeconds) throw new Error(`model error: key ${slot(number, key)} is ${age} s old, where A5 judges nothing`);
  return stored;
}

export function remember(model: KeyModel, number: number, key: number, body: number, answer: unknown): void {
  model.stored.set(slot(number, key), { body, at: model.now, answer });
}

/** Whether every stored key would still be judged by A5 after `seconds` more. */
export function judgedAfter(model: KeyModel, seconds: number): boolean {
  return [...model.stored.values()].every((s) => {
    const age = model.now + seconds - s.at;
    return age <= replayUntilSeconds || age >= freshFromSeconds;
  });
}

/** A8: only a replay says `Idempotency-Replayed: true`. */
export function replayed(response: CheckedResponse<unknown>): boolean {
  return response.headers['idempotency-replayed'] === 'true';
}

/** A request processed for the first time: 200, not marked as a replay, one send upstream. */
export function expectFirstTime(response: CheckedResponse<unknown>, sends: JournalEntry[]): void {
  expectSent(response);
  expect(replayed(response), 'a first-time answer says Idempotency-Replayed: true').toBe(false);
  expect(sends, 'sends upstream for a first-time request').toHaveLength(1);
}
