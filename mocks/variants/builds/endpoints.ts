/**
 * Subscription endpoints (section 6, rule 4): a gateway that refuses exactly the kinds of address
 * the rule names, where the reference refuses every special-purpose range (decision A75).
 */
import type { AddressClass } from '../../reference/deliveries/address-class.ts';
import { urlVerdict } from '../../reference/deliveries/url-policy.ts';
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

/**
 * Judges a host name when it delivers, not when it registers (decision A76): a URL naming a host
 * is registered on what it says (HTTPS, a name), and before each attempt the name is resolved and
 * every address judged, so an attempt to a name resolving to a non-public address fails without
 * connecting. The URL as written, and any address in it, is still refused at registration.
 */
export const namesJudgedAtDelivery: AllowedVariant = {
  name: 'names-judged-at-delivery',
  decision: 'A76',
  sections: ['6'],
  change: 'A subscription URL naming a host is registered without resolving the name; before each delivery attempt the name is resolved and its addresses judged, and an attempt to a name resolving to a non-public address fails without connecting.',
  parts: (base) => ({
    vetUrl: async (text, allowLoopback, resolve, classify, moment) => {
      const written = urlVerdict(text, allowLoopback, classify);
      if (moment === 'registration' && written.ok && written.host.kind === 'name') return { verdict: 'allowed', url: written.url };
      return base.vetUrl(text, allowLoopback, resolve, classify, moment);
    },
  }),
};
