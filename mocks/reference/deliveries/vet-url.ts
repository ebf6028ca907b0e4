/**
 * The whole URL policy, names included: the URL as written (`url-policy.ts`), then every address
 * its host name resolves to. Used when a world is loaded and again before each delivery attempt,
 * whose connection is pinned to the addresses vetted here.
 */
import { classifyAddress as referenceClassifier, type AddressClassifier } from './address-class.ts';
import type { HostResolver, ResolvedAddress } from './host-resolver.ts';
import { addressProblem, urlVerdict } from './url-policy.ts';

export type VettedUrl =
  | { verdict: 'allowed'; url: URL; /** Where to connect; absent when the URL holds an address itself. */ addresses?: ResolvedAddress[] }
  /** The URL breaks the policy as written or through an address its name resolves to. */
  | { verdict: 'refused'; problem: string }
  /** The name resolves to nothing now: no delivery can be made, but nothing proves it private. */
  | { verdict: 'unresolved'; problem: string };

/** When a URL is vetted: as a world registers it, or before a delivery attempt connects. */
export type VetMoment = 'registration' | 'delivery';

/** How a gateway vets a subscription URL; the reference's is `vetUrl`, the same at both moments. */
export type UrlVetting = (text: string, allowLoopback: boolean, resolve: HostResolver, classifyAddress: AddressClassifier, moment: VetMoment) => Promise<VettedUrl>;

export async function vetUrl(text: string, allowLoopback: boolean, resolve: HostResolver, classifyAddress: AddressClassifier = referenceClassifier): Promise<VettedUrl> {
  const written = urlVerdict(text, allowLoopback, classifyAddress);
  if (!written.ok) return { verdict: 'refused', problem: written.problem };
  const { url, host } = written;
  if (host.kind === 'address') {
    // `localhost` is judged as loopback without asking anyone, and connected to as such.
    const literal = classifyAddress(url.hostname) !== undefined;
    return literal ? { verdict: 'allowed', url } : { verdict: 'allowed', url, addresses: [{ address: host.address, family: 4 }] };
  }
  const addresses = await resolve(host.name);
  if (addresses.length === 0) return { verdict: 'unresolved', problem: `${host.name} does not resolve` };
  for (const { address } of addresses) {
    const problem = addressProblem(address, classifyAddress(address) ?? 'special-purpose', allowLoopback);
    if (problem) return { verdict: 'refused', problem: `${host.name} resolves to ${problem}` };
  }
  return { verdict: 'allowed', url, addresses };
}
