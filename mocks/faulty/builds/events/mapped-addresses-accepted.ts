/** Section 6, rule 4: loopback, link-local and private (RFC 1918) addresses are rejected, however they are spelt. */
import type { FaultyBuild } from '../../faulty-build.ts';

// A policy that knows the IPv4 ranges only as dotted quads and lets every IPv6 address of the
// IPv4-mapped block through, so a private or loopback host is reached by its mapped spelling.
export const mappedAddressesAccepted: FaultyBuild = {
  name: 'mapped-addresses-accepted',
  deviation: 'A subscription URL whose host is an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:127.0.0.1) is registered as public.',
  section: '6',
  breaks: { '6-endpoint-url-public-https': ['url-ipv4-mapped'] },
  caughtBy: { files: ['suites/events/subscription-urls.check.ts'], checks: ['subscription-url-ranges-at-their-edges'] },
  parts: (reference) => ({
    addressClass: (text) => (/^\[?::ffff:/i.test(text) ? 'public' : reference.addressClass(text)),
  }),
};
