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

check({ id: 'loopback-exemption-covers-localhost-not-other-schemes', section: '6', title: 'the test-only loopback exemption lets an endpoint named localhost through, over http or https, and leaves ftp://, wss:// and a URL without a host refused with 400', decisions: ['A63'], needs: ['loopback_subscriptions'], asserts: { '6-endpoint-url-public-https': ['url-other-scheme', 'url-no-host'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  for (const [what, url] of [...otherSchemes, ...noHost]) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(400);
  for (const [what, url] of localhostNames) expect(await loadWith(url, true), `${what} (${url}), exemption asked`).toBe(204);
});
