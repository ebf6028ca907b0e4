/**
 * A keyed send the platform refuses or fails (section 3.3, "first request fails": released;
 * decisions A7 and A57). Only for a key with nothing stored, so the request reaches the
 * platform and meets the planted fault; afterwards the key is free again, and the next send
 * with it is a first time.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf, expectError } from '../assertions/error-answer.ts';
import { onNextSend, serviceUnavailable, undeliverable } from '../run/upstream-faults.ts';
import { live, replayed, type KeyModel, type KeyReal } from './key-model.ts';

export type Failure = 'refusal' | 'outage';

export class FailingSendCommand implements fc.AsyncCommand<KeyModel, KeyReal> {
  constructor(
    readonly number: number,
    readonly key: number,
    readonly body: number,
    readonly failure: Failure,
  ) {}

  check(model: KeyModel): boolean {
    return live(model, this.number, this.key) === undefined;
  }

  async run(_model: KeyModel, real: KeyReal): Promise<void> {
    await real.addFault(onNextSend(real.phoneNumberId(this.number), this.failure === 'refusal' ? undeliverable : serviceUnavailable));
    const response = await real.send(this.number, this.key, this.body);
    expect(await real.fresh(), 'the failing send reached the platform').toHaveLength(1);
    expect(replayed(response)).toBe(false);
    // A57: a refusal is 502; an outage is 502 by preference, 500 accepted.
    if (this.failure === 'refusal' || response.status === 502) return expectError(response, 502, 'send_failed');
    expect({ status: response.status, code: codeOf(response) }).toEqual({ status: 500, code: 'internal_error' });
  }

  toString(): string {
    return `failing-send(number ${this.number}, key ${this.key}, body ${this.body}, ${this.failure})`;
  }
}
