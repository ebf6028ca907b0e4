/**
 * Time passes on the target and platform clocks (capability `clock`). Steps are chosen so every
 * stored key lands where decision A5 judges it: at most 23 h old (still replayed) or at least
 * 24 h 10 min old (a fresh attempt).
 */
import type fc from 'fast-check';
import { judgedAfter, type KeyModel, type KeyReal } from './key-model.ts';

export class AdvanceClockCommand implements fc.AsyncCommand<KeyModel, KeyReal> {
  constructor(readonly seconds: number) {}

  check(model: KeyModel): boolean {
    return model.clock && judgedAfter(model, this.seconds);
  }

  async run(model: KeyModel, real: KeyReal): Promise<void> {
    await real.advance(this.seconds);
    model.now += this.seconds;
  }

  toString(): string {
    return `advance(${this.seconds} s)`;
  }
}
