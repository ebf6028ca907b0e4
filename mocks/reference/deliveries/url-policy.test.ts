// Section 6, rule 4: subscriber endpoints are public HTTPS; http://, loopback, link-local and
// private (RFC 1918) addresses are refused in every disguise. The harness's allow_loopback flag
// exempts a loopback host and nothing else.
import { describe, expect, it } from 'vitest';
import { urlVerdict } from './url-policy.ts';

const disguised: string[] = [
  'http://hooks.example.com/events',
  'ftp://hooks.example.com/events',
  'not a url',
  'https://127.0.0.1/',
  'https://127.1/',
  'https://2130706433/',
  'https://0x7f000001/',
  'https://0x7f.0.0.1/',
  'https://0177.0.0.1/',
  'https://017700000001/',
  'https://127.0.0.1./',
  'https://%31%32%37.0.0.1/',
  'https://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11/',
  'https://localhost/',
  'https://localhost./',
  'https://LOCALHOST:8443/',
  'https://api.localhost/',
  'https://[::1]/',
  'https://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[::127.0.0.1]/',
  'https://[2002:7f00:1::]/',
  'https://0.0.0.0/',
  'https://0/',
  'https://[::]/',
  'https://10.0.0.1/',
  'https://10.255.255.255/',
  'https://012.0.0.1/',
  'https://167772161/',
  'https://0xa000001/',
  'https://172.16.0.1/',
  'https://172.31.255.254/',
  'https://0xac.0x10.0.1/',
  'https://192.168.1.1/',
  'https://3232235777/',
  'https://0300.0250.1.1/',
  'https://192.168.1.1.:8443/hook',
  'https://[::ffff:192.168.1.1]/',
  'https://[::ffff:c0a8:101]/',
  'https://[64:ff9b::10.0.0.1]/',
  'https://[2002:c0a8:101::1]/',
  'https://169.254.169.254/latest/meta-data',
  'https://0xa9fea9fe/',
  'https://[::ffff:169.254.169.254]/',
  'https://[fe80::1]/',
  'https://[FE80::abcd:1]/',
  'https://[fc00::1]/',
  'https://[fd12:3456:789a::1]/',
  'https://[fec0::1]/',
  'https://user:secret@10.0.0.1/',
  'https://hooks.example.com@127.0.0.1/',
  'https://100.64.0.1/',
  'https://224.0.0.1/',
  'https://255.255.255.255/',
  'https://[2001:db8::1]/',
  'https://[ff02::1]/',
  'http://127.0.0.1:8080/',
];

describe('subscription URL policy', () => {
  it('knows at least forty distinct disguises', () => {
    expect(new Set(disguised).size).toBeGreaterThanOrEqual(40);
  });

  it.each(disguised)('refuses %s', (url) => {
    const verdict = urlVerdict(url, false);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problem).not.toBe('');
  });

  it.each([
    'https://hooks.subscriber.test/gateway/main',
    'https://hooks.example.com./events',
    'https://93.184.216.34/',
    'https://8.8.8.8:8443/x?y=1',
    'https://[2606:4700::1111]/',
    'https://[64:ff9b::8.8.8.8]/',
    'https://[::ffff:8.8.8.8]/',
  ])('accepts the public HTTPS URL %s', (url) => {
    expect(urlVerdict(url, false)).toMatchObject({ ok: true });
  });

  it('leaves host names to resolution rather than guessing from the spelling', () => {
    expect(urlVerdict('https://127.0.0.1.nip.example.com/', false)).toMatchObject({ ok: true, host: { kind: 'name', name: '127.0.0.1.nip.example.com' } });
  });

  it('names the kind of address it refuses', () => {
    expect(urlVerdict('https://0xa9fea9fe/', false)).toMatchObject({ ok: false, problem: expect.stringContaining('link-local') });
    expect(urlVerdict('https://[fd00::1]/', false)).toMatchObject({ ok: false, problem: expect.stringContaining('unique-local') });
    expect(urlVerdict('https://3232235777/', false)).toMatchObject({ ok: false, problem: expect.stringContaining('private') });
  });
});

describe('allow_loopback (harness capability loopback_subscriptions)', () => {
  it.each(['http://127.0.0.1:4010/deliveries', 'https://127.0.0.1/', 'http://[::1]:8080/', 'http://localhost:8080/', 'http://[::ffff:127.0.0.1]/', 'http://2130706433/'])(
    'exempts the loopback URL %s',
    (url) => {
      expect(urlVerdict(url, true)).toMatchObject({ ok: true });
    },
  );

  it.each([
    'http://10.0.0.1/',
    'https://192.168.0.1/',
    'https://169.254.169.254/',
    'https://[fe80::1]/',
    'https://[fc00::1]/',
    'https://0.0.0.0/',
    'https://[2002:7f00:1::]/',
    'http://hooks.example.com/',
    'http://93.184.216.34/',
  ])('still refuses %s', (url) => {
    expect(urlVerdict(url, true).ok).toBe(false);
  });
});
