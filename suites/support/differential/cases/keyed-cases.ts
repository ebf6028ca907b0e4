/**
 * Sends with idempotency keys, repeated and in conflict (section 3.3), one after another: two
 * keys, two numbers (keys are scoped to a number), bodies that differ in value (A2: a different
 * text or recipient, never only in form), and a body refused for the window, whose key is
 * released at once (A7). Keys are short and plain (A10); `ownKeys` gives each run keys of its
 * own, so no case meets a key an earlier one stored. Replays must carry the original record and
 * `Idempotency-Replayed: true`; everything here is fixed by 3.3, so no step has leeway.
 * Requests in flight at the same time are the model-based checks' business, not this family's.
 */
import fc from 'fast-check';
import { textTo } from '../../run/send-examples.ts';
import type { Cast } from '../../world/cast.ts';
import type { DifferentialCase, Step } from '../case-step.ts';
import { bearer, sendStep } from '../requests.ts';

interface KeyedSend {
  key: 'key-a' | 'key-b';
  number: 'main' | 'noTakeover';
  body: number;
}

const keyedSend: fc.Arbitrary<KeyedSend> = fc.record({
  key: fc.constantFrom('key-a' as const, 'key-b' as const),
  number: fc.constantFrom('main' as const, 'noTakeover' as const),
  body: fc.nat({ max: 3 }),
});

export function keyedCases(cast: Cast): fc.Arbitrary<DifferentialCase> {
  const bodies = [
    { what: 'text A', body: textTo(cast.customers.inWindow, 'Your parcel is on its way.') },
    { what: 'text B', body: textTo(cast.customers.inWindow, 'Your parcel was delivered.') },
    { what: 'text A to a customer whose window closed', body: textTo(cast.customers.windowClosed, 'Your parcel is on its way.') },
    { what: 'text B to a customer who never wrote', body: textTo(cast.customers.neverWrote, 'Your parcel was delivered.') },
  ];
  // Repeats are what this family is about: the second and later sends mostly reuse an earlier one.
  const sequence = fc.array(keyedSend, { minLength: 2, maxLength: 5 }).chain((sends) =>
    fc.array(fc.tuple(fc.nat({ max: sends.length - 1 }), fc.boolean()), { minLength: sends.length, maxLength: sends.length }).map((copies) =>
      sends.map((send, i) => {
        const [from, copy] = copies[i] ?? [0, false];
        return i > 0 && copy ? { ...(sends[from % i] ?? send) } : send;
      }),
    ),
  );
  return sequence.map((sends) => {
    const steps = sends.map(({ key, number, body }) => {
      const chosen = bodies[body % bodies.length] ?? { what: 'text A', body: textTo(cast.customers.inWindow) };
      return sendStep({ label: `${chosen.what} from ${number} with ${key}`, section: '3.3', caller: bearer(cast[number].token), body: chosen.body, idempotencyKey: key });
    });
    return { label: `${steps.length} keyed sends`, steps };
  });
}

/** `c` with every Idempotency-Key suffixed by `run`: one run's keys are its own. */
export function ownKeys(c: DifferentialCase, run: number): DifferentialCase {
  const suffixed = (step: Step): Step => {
    const key = step.kind === 'request' ? step.request.headers['idempotency-key'] : undefined;
    if (step.kind !== 'request' || key === undefined) return step;
    return { ...step, request: { ...step.request, headers: { ...step.request.headers, 'idempotency-key': `${key}-${run}` } } };
  };
  return { ...c, steps: c.steps.map(suffixed) };
}
