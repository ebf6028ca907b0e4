/**
 * Shows a subscription's deliveries as they happen: each attempt the gateway recorded (event,
 * delivery id, attempt, the status code the endpoint returned or the error) once, in order. It
 * reads the gateway's own delivery history, so it shows what the gateway saw, not what a proxy
 * in between saw. The history holds no header or body, so no secret can be printed.
 */
import type { SubscriptionDeliveries } from '../../mocks/reference/index.ts';

type Attempt = SubscriptionDeliveries['attempts'][number];

function attemptLine(attempt: Attempt): string {
  const time = attempt.ended_at.slice(11, 19);
  const outcome = attempt.status === null ? `no answer: ${attempt.error ?? 'failed'}` : `${attempt.status}${attempt.delivered ? '' : ` (not delivered${attempt.error ? `: ${attempt.error}` : ''})`}`;
  const retry = attempt.attempt > 1 ? ` attempt ${attempt.attempt}` : '';
  return `  ${time}  ${attempt.event.padEnd(16)}  ${attempt.delivery_id}${retry}  -> ${outcome}`;
}

export interface DeliveryFeed {
  stop(): void;
}

/** Polls `read` and prints each new attempt; stops when asked or when `read` fails for good. */
export function followDeliveries(read: () => Promise<SubscriptionDeliveries | undefined>, print: (line: string) => void, everyMs = 250): DeliveryFeed {
  const seen = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const report = await read();
      for (const attempt of report?.attempts ?? []) {
        const id = `${attempt.delivery_id}#${attempt.attempt}`;
        if (seen.has(id)) continue;
        seen.add(id);
        print(attemptLine(attempt));
      }
    } catch {
      // The next poll tries again; a stack that went away ends the command that owns the feed.
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
