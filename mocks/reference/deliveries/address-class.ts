/**
 * What kind of network an IP address leads to (section 6, rule 4: subscriber endpoints must be
 * public). IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) are
 * judged by the IPv4 address inside, so `::ffff:10.0.0.1` is as private as `10.0.0.1`.
 */
import { parseIpv4 } from './ipv4.ts';
import { parseIpv6 } from './ipv6.ts';

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'unspecified' | 'special-purpose';

type Range = readonly [base: string, prefix: number, kind: AddressClass];

// IANA special-purpose registries; anything listed here is not a public endpoint.
const ipv4Ranges: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'special-purpose'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'special-purpose'],
  ['192.0.2.0', 24, 'special-purpose'],
  ['192.88.99.0', 24, 'special-purpose'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'special-purpose'],
  ['198.51.100.0', 24, 'special-purpose'],
  ['203.0.113.0', 24, 'special-purpose'],
  ['224.0.0.0', 4, 'special-purpose'],
  ['240.0.0.0', 4, 'special-purpose'],
];

function inIpv4Range(address: number, [base, prefix]: Range): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(address / size) === Math.floor((parseIpv4(base) ?? 0) / size);
}

export function classifyIpv4(address: number): AddressClass {
  return ipv4Ranges.find((range) => inIpv4Range(address, range))?.[2] ?? 'public';
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const ipv4At = (bytes: Uint8Array, offset: number): number => (((bytes[offset] ?? 0) << 24) >>> 0) + ((bytes[offset + 1] ?? 0) << 16) + ((bytes[offset + 2] ?? 0) << 8) + (bytes[offset + 3] ?? 0);

/** A tunnelled IPv4 address is only as public as itself; a non-public one is never exempt. */
const tunnelled = (inner: number): AddressClass => (classifyIpv4(inner) === 'public' ? 'public' : 'special-purpose');

export function classifyIpv6(bytes: Uint8Array): AddressClass {
  const zeroUpTo = (n: number) => bytes.subarray(0, n).every((b) => b === 0);
  if (zeroUpTo(16)) return 'unspecified';
  if (zeroUpTo(15) && bytes[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d reaches the IPv4 host itself, so it takes that host's class.
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyIpv4(ipv4At(bytes, 12));
  if (zeroUpTo(12)) return tunnelled(ipv4At(bytes, 12));
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return tunnelled(ipv4At(bytes, 12));
  if (startsWith(bytes, [0x20, 0x02], 16)) return tunnelled(ipv4At(bytes, 2));
  // Teredo stores the client's IPv4 address inverted in the last four bytes.
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x00], 32)) return tunnelled(~ipv4At(bytes, 12) >>> 0);
  if (startsWith(bytes, [0xfc], 7)) return 'unique-local';
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link-local';
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return 'private';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'special-purpose';
  // Only 2000::/3 is allocated for global unicast; everything else is reserved or special.
  return startsWith(bytes, [0x20], 3) ? 'public' : 'special-purpose';
}

/** How a gateway classes an address (section 6, rule 4); the reference's is `classifyAddress`. */
export type AddressClassifier = (text: string) => AddressClass | undefined;

/** The class of an address in any IPv4 or IPv6 spelling, or undefined when `text` is no address. */
export function classifyAddress(text: string): AddressClass | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return classifyIpv4(v4);
  const v6 = parseIpv6(text);
  return v6 === undefined ? undefined : classifyIpv6(v6);
}
