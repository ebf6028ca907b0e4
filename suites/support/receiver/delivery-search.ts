/**
 * Finding deliveries by what their bodies hold, without assuming a layout (section 6 shows none;
 * decision A54).
 */
import { holdsValue } from '../assertions/json-search.ts';
import type { ReceivedDelivery } from './receiver.ts';

/** The body parsed as JSON, or undefined when it is not JSON. */
export function bodyJson(delivery: ReceivedDelivery): unknown {
  try {
    return JSON.parse(delivery.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Deliveries of one event (by `X-Service-Event`) whose body holds one of `values`. */
export function deliveriesOf(deliveries: readonly ReceivedDelivery[], event: string, ...values: string[]): ReceivedDelivery[] {
  return deliveries.filter((d) => d.headers['x-service-event'] === event && (values.length === 0 || values.some((v) => holdsValue(bodyJson(d), v))));
}
