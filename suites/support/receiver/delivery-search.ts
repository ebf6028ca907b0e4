/**
 * Finding deliveries by what their bodies hold, without assuming a layout (section 6 shows none;
 * decision A54).
 */
import { strings } from '../assertions/json-search.ts';
import type { ReceivedDelivery } from './receiver.ts';

/** The body parsed as JSON, or undefined when it is not JSON. */
export function bodyJson(delivery: ReceivedDelivery): unknown {
  try {
    return JSON.parse(delivery.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

// A check waits by searching every delivery so far each time one arrives; a property that makes
// hundreds of deliveries would otherwise parse each body hundreds of times.
const stringsOfBody = new WeakMap<ReceivedDelivery, ReadonlySet<string>>();

function bodyStrings(delivery: ReceivedDelivery): ReadonlySet<string> {
  let found = stringsOfBody.get(delivery);
  if (found === undefined) {
    found = new Set(strings(bodyJson(delivery)));
    stringsOfBody.set(delivery, found);
  }
  return found;
}

/** Deliveries of one event (by `X-Service-Event`) whose body holds one of `values`. */
export function deliveriesOf(deliveries: readonly ReceivedDelivery[], event: string, ...values: string[]): ReceivedDelivery[] {
  return deliveries.filter((d) => d.headers['x-service-event'] === event && (values.length === 0 || values.some((v) => bodyStrings(d).has(v))));
}
