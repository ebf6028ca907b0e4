/**
 * Looking for values in a delivery body without assuming its layout (section 6 shows none;
 * decision A54): a value counts when it appears anywhere in the JSON tree.
 */
import type { ReceivedDelivery } from './receiver.ts';

/** The body parsed as JSON, or undefined when it is not JSON. */
export function bodyJson(delivery: ReceivedDelivery): unknown {
  try {
    return JSON.parse(delivery.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(strings);
  if (tree !== null && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

/** Some string in the tree equals `value`. */
export function holdsValue(tree: unknown, value: string): boolean {
  return strings(tree).includes(value);
}

/** Some string in the tree contains `fragment`. */
export function holdsText(tree: unknown, fragment: string): boolean {
  return strings(tree).some((s) => s.includes(fragment));
}

/** Deliveries of one event (by `X-Service-Event`) whose body holds one of `values`. */
export function deliveriesOf(deliveries: readonly ReceivedDelivery[], event: string, ...values: string[]): ReceivedDelivery[] {
  return deliveries.filter((d) => d.headers['x-service-event'] === event && (values.length === 0 || values.some((v) => holdsValue(bodyJson(d), v))));
}
