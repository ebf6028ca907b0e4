// Section 6, rule 4: the address parsers behind the URL policy read every spelling a URL parser
// or a resolver may produce, and refuse what is not an address (so a name is never misread).
import { describe, expect, it } from 'vitest';
import { ipv4Text, parseIpv4 } from './ipv4.ts';
import { parseIpv6 } from './ipv6.ts';

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('hex') : undefined);

describe('IPv4 spellings', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['10.0.0.1.', '10.0.0.1'],
    ['0x', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
  ])('reads %s as %s', (text, dotted) => {
    const address = parseIpv4(text);
    expect(address === undefined ? undefined : ipv4Text(address)).toBe(dotted);
  });

  it.each(['256.0.0.1', '1.2.3.4.5', '08.0.0.1', '0x1g.0.0.1', 'example.com', '', '1..2', '127.0.0.1..', '4294967296', '1.16777216'])('refuses %j', (text) => {
    expect(parseIpv4(text)).toBeUndefined();
  });
});

describe('IPv6 spellings', () => {
  it.each([
    ['::1', '00000000000000000000000000000001'],
    ['[::1]', '00000000000000000000000000000001'],
    ['0:0:0:0:0:0:0:1', '00000000000000000000000000000001'],
    ['::', '00000000000000000000000000000000'],
    ['::ffff:127.0.0.1', '00000000000000000000ffff7f000001'],
    ['::FFFF:7F00:1', '00000000000000000000ffff7f000001'],
    ['fe80::1%eth0', 'fe800000000000000000000000000001'],
    ['2001:db8::8:800:200c:417a', '20010db80000000000080800200c417a'],
    ['1::', '00010000000000000000000000000000'],
  ])('reads %s', (text, bytes) => {
    expect(hex(parseIpv6(text))).toBe(bytes);
  });

  it.each(['1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', ':::', '1.2.3.4', '1.2.3.4::', '::1.2.3', 'g::1', '1:2:3:4:5:6:7', 'example.com'])('refuses %j', (text) => {
    expect(parseIpv6(text)).toBeUndefined();
  });
});
