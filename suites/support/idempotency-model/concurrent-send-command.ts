/**
 * A second request with a fresh key while the first still waits on the platform: the platform
 * holds the first request's send until the second is answered (`run/in-flight.ts`), so the two
 * really overlap. Exactly one reaches the platform and succeeds; the second finds the key in flight
 * and is 409 `idempotency_in_progress`, or 422 `idempotency_key_reused` for another body (decision
 * A6). A build that answers the second only after the first (one request at a time, A81) shows no
 * in-flight state: its second answer is then judged as the stored key allows (the same body
 * replayed, another body 422), or 409 when it still judged it in flight. The stored answer is the
 * first's.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf, expectSent } from '../assertions/error-answer.ts';
import { live, remember, replayed, type KeyModel, type KeyReal } from './key-model.ts';

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
    const [firstBody, secondBody] = this.bodies;
    const { first, during, observed } = await real.inFlight(this.number, () => real.send(this.number, this.key, firstBody), () => [real.send(this.number, this.key, secondBody)]);
    const [second] = during;
    if (!second) throw new Error('the second request lost its answer');
    expect(await real.fresh(), 'sends upstream for two overlapping requests with one key').toHaveLength(1);
    expectSent(first);
    expect(replayed(first), 'the first request marked as a replay').toBe(false);
    const allowed: [number, string | undefined, boolean][] = [[409, 'idempotency_in_progress', false]];
    if (firstBody !== secondBody) allowed.push([422, 'idempotency_key_reused', false]);
    const answer: [number, string | undefined, boolean] = [second.status, codeOf(second), replayed(second)];
    if (!observed && firstBody === secondBody && second.status === 200) {
      expect({ replayed: replayed(second), body: second.json }, 'the same request, answered after the first: a replay').toEqual({ replayed: true, body: first.json });
    } else {
      expect(allowed, `the second request while the first was ${observed ? '' : 'perhaps no longer '}in flight`).toContainEqual(answer);
    }
    remember(model, this.number, this.key, firstBody, first.json);
  }

  toString(): string {
    return `concurrent-send(number ${this.number}, key ${this.key}, bodies ${this.bodies.join(' and ')})`;
  }
}
