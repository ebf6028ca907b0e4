// Section 6, rule 4: which networks an address leads to. IPv6 forms carrying an IPv4 address
// are judged by that address.
import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-class.ts';

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fdff::1', 'unique-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'special-purpose'],
    ['224.0.0.251', 'special-purpose'],
    ['ff02::1', 'special-purpose'],
    ['2001:db8::1', 'special-purpose'],
    ['64:ff9b::192.168.0.1', 'special-purpose'],
    ['2002:0a00:0001::', 'special-purpose'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'special-purpose'],
    ['::7f00:1', 'special-purpose'],
    ['4000::1', 'special-purpose'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:0808:0808::', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('says nothing about names', () => {
    expect(classifyAddress('hooks.example.com')).toBeUndefined();
  });
});
