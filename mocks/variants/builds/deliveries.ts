/**
 * Deliveries to subscribers where the spec leaves the way open: how failures count toward the
 * auto-disable (A51), whether SENT is announced (A53), the signature's hex case (A50), the
 * timestamp of a retry (A49), the body's layout (A67), and the retry schedule, concurrency and
 * delivery ids the spec never publishes (section 8; ids stay ULIDs, as section 4.3 fixes).
 */
import { ulid } from 'ulid';
import { isoTime } from '../../reference/clock.ts';
import { postDelivery, type PostDelivery } from '../../reference/deliveries/post-delivery.ts';
import { deliverySignature } from '../../reference/deliveries/signature.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

export const failuresCountedPerAttempt: AllowedVariant = {
  name: 'failures-counted-per-attempt',
  decision: 'A51',
  sections: ['6'],
  change: 'Every failed attempt, retries included, counts toward the 20 consecutive failures that switch a subscription off, not every failed event.',
  parts: (base) => ({ afterRetriedAttempt: (health, now) => base.afterEvent(health, false, now) }),
};

export const sentStatusAnnounced: AllowedVariant = {
  name: 'sent-status-announced',
  decision: 'A53',
  sections: ['6', '3.1'],
  change: "The platform's sent status is announced with message.status (status SENT), besides message.sent.",
  parts: (base) => ({ statusMoves: { ...base.statusMoves, sent: { status: 'SENT', field: 'sent_at' } } }),
};

export const signatureHexUpperCase: AllowedVariant = {
  name: 'signature-hex-upper-case',
  decision: 'A50',
  sections: ['4.3'],
  change: 'X-Service-Signature carries the HMAC in upper-case hex.',
  parts: (base) => ({
    deliveryHeaders: (facts) => {
      const headers = base.deliveryHeaders(facts);
      const signature = headers['x-service-signature'] ?? '';
      return { ...headers, 'x-service-signature': signature.replace(/^sha256=([0-9a-f]+)$/, (_, hex: string) => `sha256=${hex.toUpperCase()}`) };
    },
  }),
};

export const retriesKeepFirstTimestamp: AllowedVariant = {
  name: 'retries-keep-first-timestamp',
  decision: 'A49',
  sections: ['4.3'],
  change: 'Every retry carries the timestamp of the first attempt, and a signature over it, instead of a fresh one.',
  parts: (base) => {
    // One gateway's deliveries; a build under test sends few enough that the map stays small.
    const firstAt = new Map<string, number>();
    return {
      deliveryHeaders: (facts) => {
        const at = firstAt.get(facts.deliveryId) ?? facts.at;
        firstAt.set(facts.deliveryId, at);
        const headers = base.deliveryHeaders({ ...facts, at });
        const timestamp = Number(headers['x-service-timestamp']);
        return { ...headers, 'x-service-signature': deliverySignature(facts.secret, timestamp, facts.body) };
      },
    };
  },
};

export const eventLayoutFlat: AllowedVariant = {
  name: 'event-layout-flat',
  decision: 'A67',
  sections: ['6', '4.3'],
  change: "Delivery bodies are flat: the event's own fields at the top, beside `kind` and a `meta` object, instead of the event/occurred_at/data envelope.",
  parts: () => ({
    eventBody: (event) => Buffer.from(JSON.stringify({ kind: event.name, ...event.payload, meta: { number: event.phoneNumberId, at: isoTime(event.at) } }), 'utf8'),
  }),
};

export const retryScheduleLinear: AllowedVariant = {
  name: 'retry-schedule-linear',
  decision: 'retry schedule',
  sections: ['6', '8'],
  change: 'Failed deliveries are tried 10 times in all, 20 s, 40 s, 60 s … apart, each attempt given 5 s, instead of 6 times with doubling waits from 30 s.',
  options: () => ({ retryPolicy: { maxAttempts: 10, attemptTimeoutMs: 5_000, delayAfter: (attempt) => 20_000 * attempt } }),
};

/**
 * Posts one attempt at a time, in the order they were asked for. An attempt's time starts when
 * it is sent, not while it waits its turn: the caller's timeout counts from when it asked, so a
 * queued attempt follows the caller's signal only once it is under way, and has its own timer.
 */
function oneAtATime(post: PostDelivery): PostDelivery {
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const result = queue.then(() => {
      const own = new AbortController();
      const timer = setTimeout(() => own.abort(), request.timeoutMs);
      const follow = () => own.abort();
      request.signal.addEventListener('abort', follow, { once: true });
      return post({ ...request, signal: own.signal }).finally(() => {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', follow);
      });
    });
    queue = result.catch(() => undefined);
    return result;
  };
}

export const deliveriesOneAtATime: AllowedVariant = {
  name: 'deliveries-one-at-a-time',
  decision: 'delivery concurrency',
  sections: ['6'],
  change: 'Delivery attempts go out one at a time across all subscriptions, each waiting for the one before, instead of all at once.',
  options: () => ({ postDelivery: oneAtATime(postDelivery) }),
};

export const deliveryIdsUnordered: AllowedVariant = {
  name: 'delivery-ids-unordered',
  decision: 'id format',
  sections: ['4.3', '6'],
  change: 'X-Service-Delivery is a ULID with fresh randomness for every delivery, not monotonic within a millisecond.',
  options: () => ({ deliveryIds: (now) => ulid(now) }),
};
