/**
 * Builds with fewer test hooks: the reference without one optional capability of its control
 * plane, and without all of them at once (decisions A63, A98: only capabilities, reset and load-world are required).
 * A team's build offers what it has written; every check it cannot get must say so as not run,
 * and every other check must still judge it, a world placed back in time included when there is
 * no clock. Made from the reference's own list, so a capability added there gets its variant here.
 */
import { controlCapabilities, type ControlCapability } from '../../reference/index.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

/** `without-customer-state` for `customer_state`. */
export function withoutName(capability: ControlCapability): string {
  return `without-${capability.replaceAll('_', '-')}`;
}

export const withoutEveryCapabilityName = 'without-any-optional-capability';

function without(name: string, withholds: readonly ControlCapability[], change: string): AllowedVariant {
  return { name, decision: 'A63', sections: ['1'], change, withholds };
}

/** One variant per optional capability, then the one that offers none of them. */
export const capabilityVariants: readonly AllowedVariant[] = [
  ...controlCapabilities.map((capability) => without(withoutName(capability), [capability], `The control plane does not offer ${capability}: GET /capabilities leaves it out and its operations answer 501.`)),
  without(withoutEveryCapabilityName, controlCapabilities, 'The control plane offers only the required operations: GET /capabilities lists no optional capability.'),
];
