/** Section 6, rule 4: loopback, link-local and private (RFC 1918) addresses are rejected, however they are reached. */
import { vetUrl, type UrlVetting } from '../../../reference/deliveries/vet-url.ts';
import { urlVerdict } from '../../../reference/deliveries/url-policy.ts';
import type { FaultyBuild } from '../../faulty-build.ts';

// A policy written for the URL as it reads: an address in it is judged, but a host name is taken
// as public once it resolves at all, and the delivery connects wherever it resolved to. A team
// that only tested URLs spelling an address out would ship it: the name of an internal service
// (or a public name pointed at 127.0.0.1) then reaches the machine's own network.
const judgedAsWritten: UrlVetting = async (text, allowLoopback, resolve, classify) => {
  const written = urlVerdict(text, allowLoopback, classify);
  if (!written.ok || written.host.kind === 'address') return vetUrl(text, allowLoopback, resolve, classify);
  const addresses = await resolve(written.host.name);
  return addresses.length === 0 ? { verdict: 'unresolved', problem: `${written.host.name} does not resolve` } : { verdict: 'allowed', url: written.url, addresses };
};

export const namedHostAddressesUnjudged: FaultyBuild = {
  name: 'named-host-addresses-unjudged',
  deviation: 'A subscription URL naming a host is judged as written only: the addresses the name resolves to are never checked, so a name resolving to 127.0.0.1 or ::1 is registered and delivered to.',
  section: '6',
  breaks: { '6-endpoint-url-public-https': ['url-name-resolving-to-loopback', 'url-name-with-one-loopback-address'] },
  caughtBy: { files: ['suites/events/subscription-host-names.check.ts'], checks: ['host-name-resolving-to-loopback-never-reached', 'host-name-with-a-loopback-address-never-reached'] },
  parts: () => ({ vetUrl: judgedAsWritten }),
};
