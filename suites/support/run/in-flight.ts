/**
 * Section 3.3's in-flight row, made to happen rather than hoped for: the platform holds its answer
 * to the first request's send (a gate, `UpstreamView.holdNextSend`), the other requests go out
 * while the first certainly waits on it, and the first is let go only once they have all been
 * answered. No delay decides whether the requests overlap.
 *
 * A build that serves one request at a time (the spec asks no concurrency of it; decision A81)
 * answers the others only after the first, so they would wait on a gate that waits on them. For
 * that build alone the first is let go after `livenessMs`: the in-flight state was then not
 * observable, which the outcome says (`observed: false`), and the check judges what every timing
 * allows instead. The bound never fails or passes a build by itself: a build that answers late
 * is judged on the same rules, only without the in-flight row.
 */
import type { UpstreamView } from './upstream-view.ts';

export interface InFlightOutcome<Answer> {
  /** The first request's answer, once its platform answer was let go. */
  first: Answer;
  /** The answers to the requests sent while it was held, in the order they were made. */
  during: Answer[];
  /** Every request of `during` was answered while the first still waited on the platform. */
  observed: boolean;
}

/**
 * Liveness only, never a verdict: how long the others may go unanswered before the first is let
 * go anyway. On a busy machine a build serving requests side by side may take longer; it is then
 * judged without the in-flight row, as a build serving one request at a time is.
 */
const livenessMs = 2_000;

/** The finding a check reports when the in-flight state could not be seen. */
export const inFlightUnobservable =
  'A81: the in-flight row was not observable: the requests sent while the first waited on the platform were answered only after it was let go (as a build serving one request at a time answers), so they were judged as the stored key allows';

export interface InFlightOptions {
  /** Let the first go at once after `during` starts: a run that already found the state unobservable need not wait again. */
  skipWait?: boolean;
  /** The liveness bound (tests of this helper shorten it). */
  livenessMs?: number;
}

/** Sends `first` with the platform holding its send from `phoneNumberId`, then `during` while it is held. */
export async function whileInFlight<Answer>(upstream: Pick<UpstreamView, 'holdNextSend'>, phoneNumberId: string, first: () => Promise<Answer>, during: () => Promise<Answer>[], options: InFlightOptions = {}): Promise<InFlightOutcome<Answer>> {
  const gate = upstream.holdNextSend(phoneNumberId);
  let timer: NodeJS.Timeout | undefined;
  try {
    const firstAnswer = first();
    // A first request answered without reaching the platform leaves nothing in flight; the check
    // judges that answer itself.
    const reached = await Promise.race([gate.reached.then(() => true), firstAnswer.then(() => false, () => false)]);
    if (!reached) {
      gate.release();
      return { first: await firstAnswer, during: await Promise.all(during()), observed: false };
    }
    const others = during();
    let observed = false;
    if (!options.skipWait) {
      const answered = Promise.allSettled(others).then(() => 'answered' as const);
      const bound = new Promise<'bound'>((resolve) => (timer = setTimeout(() => resolve('bound'), options.livenessMs ?? livenessMs)));
      observed = (await Promise.race([answered, bound])) === 'answered';
    }
    gate.release();
    return { first: await firstAnswer, during: await Promise.all(others), observed };
  } finally {
    clearTimeout(timer);
    gate.release();
  }
}
