/**
 * A keyed send (section 3.3): the first time it is sent upstream and stored; again with the same
 * body it replays the stored answer with `Idempotency-Replayed: true` and sends nothing (A65:
 * parsed-JSON equality); with another body it is 422 `idempotency_key_reused`. Keys are scoped
 * to the number, so the same key slot on the other number is a first time.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { expectError } from '../assertions/error-answer.ts';
import { expectFirstTime, live, remember, replayed, type KeyModel, type KeyReal } from './key-model.ts';

export class KeyedSendCommand implements fc.AsyncCommand<KeyModel, KeyReal> {
  constructor(
    readonly number: number,
    readonly key: number,
    readonly body: number,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: KeyModel, real: KeyReal): Promise<void> {
    const stored = live(model, this.number, this.key);
    const response = await real.send(this.number, this.key, this.body);
    const sends = await real.fresh();
    if (!stored) {
      expectFirstTime(response, sends);
      remember(model, this.number, this.key, this.body, response.json);
      return;
    }
    expect(sends, 'sends upstream for a request with a stored key').toEqual([]);
    if (stored.body === this.body) {
      expect({ status: response.status, replayed: replayed(response), body: response.json }).toEqual({ status: 200, replayed: true, body: stored.answer });
      return;
    }
    expectError(response, 422, 'idempotency_key_reused');
    expect(replayed(response)).toBe(false);
  }

  toString(): string {
    return `send(number ${this.number}, key ${this.key}, body ${this.body})`;
  }
}
