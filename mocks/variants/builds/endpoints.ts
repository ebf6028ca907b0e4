/**
 * Subscription endpoints (section 6, rule 4): a gateway that refuses exactly the kinds of address
 * the rule names, where the reference refuses every special-purpose range (decision A75).
 */
import type { AddressClass } from '../../reference/deliveries/address-class.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

const named: ReadonlySet<AddressClass> = new Set(['loopback', 'link-local', 'private']);

/**
 * Keeps the reference's reading of every spelling (so `::ffff:10.0.0.1` is still private) but
 * calls every class the rule does not name public: shared, reserved, multicast, documentation,
 * unique-local and tunnelled addresses are registered.
 */
export const onlyNamedAddressesRefused: AllowedVariant = {
  name: 'only-named-addresses-refused',
  decision: 'A75',
  sections: ['6'],
  change: 'A subscription URL is refused only for a loopback, link-local or private address (IPv4-mapped forms included); carrier-grade NAT, multicast, reserved, documentation, unique-local and tunnelled addresses are registered as public.',
  parts: (base) => ({
    addressClass: (text) => {
      const addressClass = base.addressClass(text);
      return addressClass === undefined || named.has(addressClass) ? addressClass : 'public';
    },
  }),
};
