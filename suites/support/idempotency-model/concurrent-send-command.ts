/**
 * Two sends with one fresh key at once (Promise.all), while the platform takes a moment to
 * answer: exactly one reaches the platform and succeeds; the other finds the key in flight and
 * is 409 `idempotency_in_progress`, or 422 `idempotency_key_reused` (decision A6). The stored
 * answer is the winner's.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf, expectSent } from '../assertions/error-answer.ts';
import { answerAfter, onNextSend } from '../run/upstream-faults.ts';
import { live, remember, replayed, type KeyModel, type KeyReal } from './key-model.ts';

// Long enough that the second request arrives while the first waits on the platform.
const platformDelayMs = 20;

export class ConcurrentSendCommand implements fc.AsyncCommand<KeyModel, KeyReal> {
  constructor(
    readonly number: number,
    readonly key: number,
    readonly bodies: readonly [number, number],
  ) {}

  check(model: KeyModel): boolean {
    return live(model, this.number, this.key) === undefined;
  }

  async run(model: KeyModel, real: KeyReal): Promise<void> {
    await real.addFault(onNextSend(real.phoneNumberId(this.number), answerAfter(platformDelayMs)));
    const answers = await Promise.all(this.bodies.map((body) => real.send(this.number, this.key, body)));
    expect(await real.fresh(), 'sends upstream for two concurrent requests with one key').toHaveLength(1);
    const winner = answers.findIndex((a) => a.status === 200);
    const [won, lost] = winner === 1 ? [answers[1], answers[0]] : [answers[0], answers[1]];
    if (!won || !lost) throw new Error('Promise.all lost an answer');
    expectSent(won);
    expect(answers.map(replayed)).toEqual([false, false]);
    expect([
      [409, 'idempotency_in_progress'],
      [422, 'idempotency_key_reused'],
    ]).toContainEqual([lost.status, codeOf(lost)]);
    remember(model, this.number, this.key, this.bodies[winner === 1 ? 1 : 0], won.json);
  }

  toString(): string {
    return `concurrent-send(number ${this.number}, key ${this.key}, bodies ${this.bodies.join(' and ')})`;
  }
}
