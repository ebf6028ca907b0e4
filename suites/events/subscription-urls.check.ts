// Section 6, rule 4: endpoint URLs must be public HTTPS; `http://`, loopback, link-local and
// private (RFC 1918) addresses are refused with 400. Subscriptions are registered in the
// dashboard, which reaches a target through the control plane's world load (decision A63): a
// refused URL is its 400 invalid_world, and the state before the load is kept. The harness's own
// receiver listens on loopback and is let through only by the test-only `allow_loopback` flag
// (capability loopback_subscriptions), which exempts a loopback host and nothing else.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { ControlPlaneError } from '../support/control/control-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';

const run = useRun();

const refusedEverywhere: [string, string][] = [
  ['http://', 'http://hooks.subscriber.test/gateway/main'],
  ['link-local', 'https://169.254.169.254/gateway'],
  ['RFC 1918 10/8', 'https://10.0.0.5/gateway'],
  ['RFC 1918 172.16/12', 'https://172.16.0.1/gateway'],
  ['RFC 1918 192.168/16', 'https://192.168.1.10/gateway'],
];

// Each named range at its first and last address, in the spellings a URL parser reads (decision A75).
const namedRangeEdges: [string, string][] = [
  ['loopback 127/8 first', 'https://127.0.0.0/gateway'],
  ['loopback 127/8 last', 'https://127.255.255.255/gateway'],
  ['RFC 1918 10/8 first', 'https://10.0.0.0/gateway'],
  ['RFC 1918 10/8 last', 'https://10.255.255.255/gateway'],
  ['RFC 1918 172.16/12 first', 'https://172.16.0.0/gateway'],
  ['RFC 1918 172.16/12 last', 'https://172.31.255.255/gateway'],
  ['RFC 1918 192.168/16 first', 'https://192.168.0.0/gateway'],
  ['RFC 1918 192.168/16 last', 'https://192.168.255.255/gateway'],
  ['link-local 169.254/16 first', 'https://169.254.0.0/gateway'],
  ['link-local 169.254/16 last', 'https://169.254.255.255/gateway'],
];

// Forms the WHATWG URL parser reads as the same IPv4 address: hex, octal, short and single-number.
const parserSpellings: [string, string][] = [
  ['127.0.0.1 as 0x7f.1', 'https://0x7f.1/gateway'],
  ['127.0.0.1 as 2130706433', 'https://2130706433/gateway'],
  ['127.0.0.1 as 0177.0.0.1', 'https://0177.0.0.1/gateway'],
  ['127.0.0.1 as 127.1', 'https://127.1/gateway'],
  ['10.0.0.1 as 0xa000001', 'https://0xa000001/gateway'],
  ['192.168.1.1 as 3232235777', 'https://3232235777/gateway'],
  ['169.254.169.254 in hex', 'https://0xa9.0xfe.0xa9.0xfe/gateway'],
  ['172.31.255.255 in hex', 'https://0xac.0x1f.0xff.0xff/gateway'],
  ['192.168.255.255 in octal', 'https://0300.0250.0377.0377/gateway'],
];

// IPv6: loopback spelt out, fe80::/10 at its edges, and IPv4-mapped spellings of the named IPv4 ranges.
const ipv6Spellings: [string, string][] = [
  ['[::1] spelt out', 'https://[0:0:0:0:0:0:0:1]/gateway'],
  ['link-local fe80::/10 first', 'https://[fe80::]/gateway'],
  ['link-local fe80::1', 'https://[fe80::1]/gateway'],
  ['link-local fe80::/10 last', 'https://[febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff]/gateway'],
  ['mapped 127.0.0.1', 'https://[::ffff:127.0.0.1]/gateway'],
  ['mapped 127.0.0.1 in hex', 'https://[::ffff:7f00:1]/gateway'],
  ['mapped 127.255.255.255', 'https://[::ffff:127.255.255.255]/gateway'],
  ['mapped 10.0.0.0', 'https://[::ffff:10.0.0.0]/gateway'],
  ['mapped 10.255.255.255', 'https://[::ffff:10.255.255.255]/gateway'],
  ['mapped 10.0.0.1 spelt out', 'https://[0:0:0:0:0:ffff:a00:1]/gateway'],
  ['mapped 172.16.0.0', 'https://[::ffff:172.16.0.0]/gateway'],
  ['mapped 172.31.255.255', 'https://[::ffff:172.31.255.255]/gateway'],
  ['mapped 192.168.0.0', 'https://[::ffff:192.168.0.0]/gateway'],
  ['mapped 192.168.255.255', 'https://[::ffff:192.168.255.255]/gateway'],
  ['mapped 192.168.1.1 upper case', 'https://[::FFFF:C0A8:101]/gateway'],
  ['mapped 169.254.0.0', 'https://[::ffff:169.254.0.0]/gateway'],
  ['mapped 169.254.255.255', 'https://[::ffff:169.254.255.255]/gateway'],
];

// Public addresses just outside each named IPv4 range, and public IPv6 addresses of several
// registries, some shaped like a refused one (ending in ::1, a tail that reads as 10.0.0.1, all
// eight groups written). Registered only: no event is emitted while they are loaded.
const publicNeighbours: [string, string][] = [
  ['below 10/8', 'https://9.255.255.255/gateway'],
  ['above 10/8', 'https://11.0.0.0/gateway'],
  ['below 127/8', 'https://126.255.255.255/gateway'],
  ['above 127/8', 'https://128.0.0.0/gateway'],
  ['below 169.254/16', 'https://169.253.255.255/gateway'],
  ['above 169.254/16', 'https://169.255.0.0/gateway'],
  ['below 172.16/12', 'https://172.15.255.255/gateway'],
  ['above 172.16/12', 'https://172.32.0.0/gateway'],
  ['below 192.168/16', 'https://192.167.255.255/gateway'],
  ['above 192.168/16', 'https://192.169.0.0/gateway'],
];

const publicIpv6: [string, string][] = [
  ['2001:4860:4860::8888', 'https://[2001:4860:4860::8888]/gateway'],
  ['2606:4700:4700::1111', 'https://[2606:4700:4700::1111]/gateway'],
  ['2a00:1450:4001:81c::200e', 'https://[2a00:1450:4001:81c::200e]/gateway'],
  ['2400:cb00::', 'https://[2400:cb00::]/gateway'],
  ['2c0f:fb50:4002::', 'https://[2c0f:fb50:4002::]/gateway'],
  ['ending in ::1', 'https://[2001:4860:4860::1]/gateway'],
  ['all eight groups', 'https://[2001:4860:4860:1:2:3:4:8888]/gateway'],
  ['tail shaped like a mapped 10.0.0.1', 'https://[2001:4860:4860::ffff:a00:1]/gateway'],
  ['2001:4860:200::1', 'https://[2001:4860:200::1]/gateway'],
];

// Names under .test (RFC 6761, resolving nowhere, like the public name the first check registers)
// whose first labels read as an address: a name is judged as a name, never as the address it spells.
const addressShapedNames: [string, string][] = [
  ['10.0.0.1.test', 'https://10.0.0.1.test/gateway'],
  ['127.0.0.1.test', 'https://127.0.0.1.test/gateway'],
  ['0x7f.1.test', 'https://0x7f.1.test/gateway'],
  ['10.test', 'https://10.test/gateway'],
];

const loopback: [string, string][] = [
  ['loopback 127.0.0.1', 'https://127.0.0.1/gateway'],
  ['loopback 127.0.0.2', 'https://127.0.0.2:8443/gateway'],
  ['loopback [::1]', 'https://[::1]/gateway'],
];

/** Loads the run's world with its first subscription posting to `url`; answers the control plane's status. */
async function loadWith(url: string, allowLoopback: boolean): Promise<number> {
  const world = run().targetWorldOf();
  world.subscriptions = world.subscriptions.map((s, i) => (i === 0 ? { ...s, url, allow_loopback: allowLoopback } : s));
  try {
    await run().control.loadWorld(world);
    return 204;
  } catch (error) {
    if (!(error instanceof ControlPlaneError)) throw error;
    expect(error.message, `${url}: the refusal names the world as invalid`).toContain('invalid_world');
    return error.status;
  }
}

check({ id: 'subscription-url-must-be-public-https', section: '6', title: 'a subscription posting over http://, or to a loopback, link-local or RFC 1918 address, is refused with 400; a public HTTPS one is registered', decisions: ['A63'], asserts: { '6-endpoint-url-public-https': ['url-http', 'url-loopback', 'url-link-local', 'url-private', 'url-public-https-accepted'] } }, async () => {
  await run().provision();
  for (const [what, url] of [...refusedEverywhere, ...loopback]) expect(await loadWith(url, false), `${what} (${url})`).toBe(400);
  expect(await loadWith('https://hooks.subscriber.test/gateway/other', false), 'public HTTPS').toBe(204);
});

check({ id: 'subscription-url-ranges-at-their-edges', section: '6', title: 'every address of the named ranges is refused with 400 at its first and last address, in hex, octal and single-number spellings, and as an IPv4-mapped or spelt-out IPv6 address; fe80::/10 is refused at its edges; public addresses just outside each range, public IPv6 addresses and names whose labels read like an address are registered', decisions: ['A63', 'A75'], asserts: { '6-endpoint-url-public-https': ['url-range-first-and-last', 'url-parser-spellings', 'url-ipv4-mapped', 'url-ipv6-link-local-edges', 'url-public-neighbour-accepted', 'url-public-ipv6-accepted', 'url-address-shaped-name-accepted'] } }, async () => {
  await run().provision();
  for (const [what, url] of [...namedRangeEdges, ...parserSpellings, ...ipv6Spellings]) expect(await loadWith(url, false), `${what} (${url})`).toBe(400);
  for (const [what, url] of [...publicNeighbours, ...publicIpv6]) expect(await loadWith(url, false), `public ${what} (${url})`).toBe(204);
  for (const [what, url] of addressShapedNames) expect(await loadWith(url, false), `the name ${what} (${url})`).toBe(204);
  // The last world loaded names no address, so nothing registered here outlives the check.
  expect(await loadWith('https://hooks.subscriber.test/gateway/other', false), 'public HTTPS').toBe(204);
});

check({ id: 'loopback-exemption-is-loopback-only', section: '6', title: 'the test-only loopback exemption lets a loopback endpoint through and nothing else: http:// to a public host, link-local and RFC 1918 addresses stay 400', decisions: ['A63'], needs: ['loopback_subscriptions'], asserts: { '6-endpoint-url-public-https': ['url-http', 'url-link-local', 'url-private'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  for (const [what, url] of refusedEverywhere) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(400);
  for (const [what, url] of loopback) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(204);
});

// Schemes other than HTTPS and http://, which no exemption covers.
const otherSchemes: [string, string][] = [
  ['ftp://', 'ftp://hooks.subscriber.test/gateway'],
  ['wss://', 'wss://hooks.subscriber.test/gateway'],
];

// A URL without a host names no endpoint at all.
const noHost: [string, string][] = [['no host', 'https://:443/gateway']];

// RFC 6761: the name localhost is the loopback, in any case and with a trailing dot.
const localhostNames: [string, string][] = [
  ['localhost over HTTPS', 'https://localhost/gateway'],
  ['localhost over http://', 'http://localhost:8443/gateway'],
  ['LOCALHOST. over http://', 'http://LOCALHOST.:8443/gateway'],
];

check({ id: 'subscription-url-other-scheme-or-localhost-refused', section: '6', title: 'a subscription posting over ftp:// or wss://, to a URL without a host, or to the loopback by the name localhost, is refused with 400', decisions: ['A63'], asserts: { '6-endpoint-url-public-https': ['url-other-scheme', 'url-no-host', 'url-localhost-name'] } }, async () => {
  await run().provision();
  for (const [what, url] of [...otherSchemes, ...noHost, ...localhostNames]) expect(await loadWith(url, false), `${what} (${url})`).toBe(400);
});

// Decisions A63 and A75 promise the exemption for literal loopback addresses only: whether it also
// covers the name localhost is the reference's choice, checked in the reference profile.
check({ id: 'loopback-exemption-covers-localhost-not-other-schemes', section: '6', title: 'the test-only loopback exemption leaves ftp://, wss:// and a URL without a host refused with 400', decisions: ['A63', 'A75'], needs: ['loopback_subscriptions'], asserts: { '6-endpoint-url-public-https': ['url-other-scheme', 'url-no-host'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  for (const [what, url] of [...otherSchemes, ...noHost]) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(400);
});

check({ id: 'loopback-exemption-covers-localhost', section: '6', title: 'the reference’s test-only loopback exemption also lets an endpoint named localhost through, over http or https', profile: 'reference', decisions: ['A63', 'A75'], needs: ['loopback_subscriptions'], asserts: { '6-endpoint-url-public-https': [] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  for (const [what, url] of localhostNames) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(204);
});
