/**
 * A keyed send the gateway refuses itself (a text one character over section 8's limit: 422
 * `validation_error`). Nothing goes upstream and, per decision A7, the key is released: the
 * next send with it is a first time.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { expectError } from '../assertions/error-answer.ts';
import { live, replayed, type KeyModel, type KeyReal } from './key-model.ts';

export class RefusedSendCommand implements fc.AsyncCommand<KeyModel, KeyReal> {
  constructor(
    readonly number: number,
    readonly key: number,
  ) {}

  check(model: KeyModel): boolean {
    return live(model, this.number, this.key) === undefined;
  }

  async run(_model: KeyModel, real: KeyReal): Promise<void> {
    const response = await real.send(this.number, this.key, 'refused');
    expectError(response, 422, 'validation_error');
    expect(replayed(response)).toBe(false);
    expect(await real.fresh(), 'sends upstream after a local refusal').toEqual([]);
  }

  toString(): string {
    return `refused-send(number ${this.number}, key ${this.key})`;
  }
}
