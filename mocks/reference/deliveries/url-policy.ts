/**
 * Section 6, rule 4: a subscriber endpoint is a public HTTPS URL; `http://`, loopback, link-local
 * and private addresses are refused, however they are spelt. The URL is read with the WHATWG
 * parser (the one the delivery connects with), then its host is judged as an address in any IPv4
 * or IPv6 form, or as a name. Names are judged again once resolved (see `vet-url.ts`).
 *
 * The test-only `allow_loopback` flag (harness capability `loopback_subscriptions`) exempts a
 * loopback host, over http or https, and nothing else: a private or link-local address stays
 * refused with the flag set.
 */
import { classifyAddress as referenceClassifier, type AddressClass, type AddressClassifier } from './address-class.ts';

export type UrlHost = { kind: 'address'; address: string; addressClass: AddressClass } | { kind: 'name'; name: string };

export type UrlVerdict = { ok: true; url: URL; host: UrlHost } | { ok: false; problem: string };

/** RFC 6761: `localhost` and names under it always mean this machine. */
export function isLocalhostName(name: string): boolean {
  const bare = name.toLowerCase().replace(/\.+$/, '');
  return bare === 'localhost' || bare.endsWith('.localhost');
}

function hostOf(url: URL, classifyAddress: AddressClassifier): UrlHost | undefined {
  const hostname = url.hostname;
  if (hostname === '') return undefined;
  const addressClass = classifyAddress(hostname);
  if (addressClass !== undefined) return { kind: 'address', address: hostname.replace(/^\[(.*)\]$/, '$1'), addressClass };
  if (hostname.startsWith('[')) return undefined;
  if (isLocalhostName(hostname)) return { kind: 'address', address: '127.0.0.1', addressClass: 'loopback' };
  return { kind: 'name', name: hostname.replace(/\.+$/, '') };
}

/** Why an address may not receive deliveries, or undefined when it may. */
export function addressProblem(address: string, addressClass: AddressClass, allowLoopback: boolean): string | undefined {
  if (addressClass === 'public') return undefined;
  if (addressClass === 'loopback' && allowLoopback) return undefined;
  const exemption = addressClass === 'loopback' ? ' (only a subscription marked allow_loopback may use loopback)' : '';
  const article = /^[aeiou]/.test(addressClass) ? 'an' : 'a';
  return `${address} is ${article} ${addressClass} address, not a public one${exemption}`;
}

/**
 * Judges the URL as written: scheme and host. Names still need resolving before a connection.
 * `classifyAddress` classes an address: the reference's own unless a build swaps it.
 */
export function urlVerdict(text: string, allowLoopback: boolean, classifyAddress: AddressClassifier = referenceClassifier): UrlVerdict {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'not an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: `the scheme must be https, got ${url.protocol.replace(/:$/, '')}` };
  const host = hostOf(url, classifyAddress);
  if (!host) return { ok: false, problem: 'the URL has no usable host' };
  const exemptLoopback = allowLoopback && host.kind === 'address' && host.addressClass === 'loopback';
  if (url.protocol === 'http:' && !exemptLoopback) return { ok: false, problem: 'the scheme must be https; http:// is refused' };
  if (host.kind === 'address') {
    const problem = addressProblem(host.address, host.addressClass, allowLoopback);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, url, host };
}
