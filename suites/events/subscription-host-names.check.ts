// Section 6, rule 4: endpoint URLs must be public HTTPS; loopback, link-local and private
// addresses are rejected with 400. A URL naming a host is only as public as the addresses the name
// resolves to. The spec does not say when a name is judged (decision A76): a gateway may refuse
// the world load with 400 invalid_world naming the subscription, or register the name and judge
// it before each delivery; either way no delivery may ever reach a non-public address. The target
// takes its answers for the names from the world's host table (capability host_table), so nothing
// asks a real resolver, and each name leads to a trap on this machine's loopback that counts every
// connection. The subscription keeps allow_loopback false: the exemption is for a loopback host
// (A63), and whether it covers a name resolving to loopback is not asserted. A name resolving to a
// private or link-local address is not delivered to here: an attempt that got through would leave
// the machine.
import { setTimeout as pause } from 'node:timers/promises';
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { ControlPlaneError, type TargetWorld } from '../support/control/control-client.ts';
import { startConnectionTrap } from '../support/receiver/connection-trap.ts';
import { sendPacedText, subscribeToSentOnly } from '../support/receiver/counted-deliveries.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { perCheckFile } from '../support/run/per-check-file.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();
const trap = perCheckFile('the connection trap', startConnectionTrap, (started) => started.close());

const namedId = 'sub_named_host';

interface NamedHost {
  what: string;
  /** The host name the URL gives and the host table answers for. */
  name: string;
  /** Every address it resolves to, in order. */
  addresses: readonly string[];
  /** The port the URL names: the trap's, on the loopback family the addresses lead to. */
  port: number;
}

/** A host the table resolves to public addresses, with other names the same table answers. */
interface PublicHost extends NamedHost {
  alsoInTable?: Readonly<Record<string, string[]>>;
}

/** The run's world with the receiver's subscriptions, plus one on the main number posting to `host`, which the host table resolves. */
function worldWith(host: Pick<NamedHost, 'name' | 'addresses' | 'port'>): TargetWorld {
  const world = run().targetWorldOf(run().world, receiver().url);
  world.subscriptions = world.subscriptions.map((s) => ({ ...s, events: ['message.sent'] }));
  world.subscriptions.push({ id: namedId, phone_number_id: castOf(run().world).main.id, url: `https://${host.name}:${host.port}/gateway`, secret: 'fixture-signing-secret-named-0004', events: ['message.sent'], allow_loopback: false });
  world.hosts = { [host.name]: [...host.addresses] };
  return world;
}

/** Loads `world`; answers the refusal's text when the load is refused, undefined when it is accepted. */
async function load(world: TargetWorld): Promise<string | undefined> {
  try {
    await run().control.loadWorld(world);
    return undefined;
  } catch (error) {
    if (!(error instanceof ControlPlaneError)) throw error;
    expect(error.status, error.message).toBe(400);
    return error.message;
  }
}

// Between two readings of the subscription's delivery view: an attempt ends inside the target,
// after whatever the trap saw, so there is no event of the harness's own to wait for. A target
// whose view never shows the delivery ending is judged after the longest wait, on what the trap saw.
const readEveryMs = 20;
const longestWaitMs = 60_000;

/**
 * Waits until the named subscription's delivery of the event came to an end of some kind, as its
 * view shows it (capability delivery_history): an attempt listed, failed or not, or no delivery
 * left unfinished (a gateway that drops what it may not deliver).
 */
async function namedDeliveryEnded(): Promise<void> {
  const until = Date.now() + longestWaitMs;
  for (;;) {
    const view = await run().control.subscriptionDeliveries(namedId);
    if (view.attempts.length > 0 || view.unfinished_deliveries === 0 || Date.now() > until) return;
    await pause(readEveryMs);
  }
}

/**
 * Either way the spec allows: the load refused with 400 invalid_world naming the subscription, or
 * accepted, and then a send whose message.sent reaches the receiver, and whose delivery to the
 * named subscription ends, without one connection to the trap.
 */
async function neverReached(host: NamedHost): Promise<void> {
  const world = worldWith(host);
  const refusal = await load(world);
  const label = `${host.what}: ${host.name} resolving to ${host.addresses.join(', ')}`;
  if (refusal !== undefined) {
    expect(refusal, `${label}: the refusal names the world as invalid`).toContain('invalid_world');
    const index = world.subscriptions.length - 1;
    expect(refusal, `${label}: the refusal names the subscription`).toMatch(new RegExp(`${namedId}|"subscriptions",\\s*${index}\\b`));
    return;
  }
  receiver().reset();
  const before = trap().connections();
  const record = await sendPacedText(run());
  const marker = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(marker, `${label}: the send's message.sent reached the receiver's subscription`).toBeDefined();
  await namedDeliveryEnded();
  expect(trap().connections() - before, `${label}: connections the delivery opened to the address`).toBe(0);
}

/** Skipped unless the target offers what the check declares; then the receiver takes message.sent of every subscription. */
async function start(context: TestContext): Promise<void> {
  await subscribeToSentOnly(context, run(), receiver());
}

const needs = ['host_table', 'loopback_subscriptions', 'delivery_history'];

check({ id: 'host-name-resolving-to-loopback-never-reached', section: '6', title: 'a subscription URL naming a host that resolves only to a loopback address (127.0.0.1, ::1, or 127.0.0.1 mapped into IPv6, dotted or in hex) is refused with 400, or accepted and never delivered to: no attempt connects to the address', decisions: ['A63', 'A76'], needs, asserts: { '6-endpoint-url-public-https': ['url-name-resolving-to-loopback'] } }, async (context) => {
  await start(context);
  const { ipv4Port, ipv6Port } = trap();
  const hosts: NamedHost[] = [
    { what: 'IPv4 loopback', name: 'hooks-v4.loop.test', addresses: ['127.0.0.1'], port: ipv4Port },
    { what: 'IPv4-mapped loopback, dotted', name: 'hooks-mapped.loop.test', addresses: ['::ffff:127.0.0.1'], port: ipv4Port },
    { what: 'IPv4-mapped loopback, in hex', name: 'hooks-mapped-hex.loop.test', addresses: ['::ffff:7f00:1'], port: ipv4Port },
    // Only where this machine listens on ::1: elsewhere an attempt there would find nothing to count it.
    ...(ipv6Port === undefined ? [] : [{ what: 'IPv6 loopback', name: 'hooks-v6.loop.test', addresses: ['::1'], port: ipv6Port }]),
  ];
  for (const host of hosts) await neverReached(host);
});

check({ id: 'host-name-with-a-loopback-address-never-reached', section: '6', title: 'a subscription URL naming a host that resolves to a loopback address besides a public one, in either order of the answer, is refused with 400, or accepted and never delivered to the loopback address', decisions: ['A63', 'A76'], needs, asserts: { '6-endpoint-url-public-https': ['url-name-with-one-loopback-address'] } }, async (context) => {
  await start(context);
  const { ipv4Port } = trap();
  // The loopback address first: a gateway connecting in the resolver's order reaches it, and the
  // public one after it is never tried once that connection is made.
  await neverReached({ what: 'loopback first, public IPv4 second', name: 'hooks-mixed.loop.test', addresses: ['127.0.0.1', '93.184.216.34'], port: ipv4Port });
  await neverReached({ what: 'mapped loopback first, public IPv6 second', name: 'hooks-mixed-v6.loop.test', addresses: ['::ffff:127.0.0.1', '2606:4700:4700::1111'], port: ipv4Port });
});

// Public addresses of both families, and a name with several. Registered only: no event is
// emitted while they are loaded. Not an IPv4-mapped public address: whether that counts as public
// is left open (decision A75).
const publicHosts: PublicHost[] = [
  { what: 'public IPv4', name: 'hooks-v4.public.test', addresses: ['93.184.216.34'], port: 443 },
  { what: 'public IPv6', name: 'hooks-v6.public.test', addresses: ['2001:4860:4860::8888'], port: 443 },
  { what: 'public IPv4 and IPv6', name: 'hooks-both.public.test', addresses: ['93.184.216.34', '2606:4700:4700::1111'], port: 8443 },
  // Names whose every label a loose reader of numbers (parseInt, Number, a hex group count) takes
  // for part of an address, most of them of a loopback one; the URL parser keeps each as a name,
  // since its last label is not a number.
  { what: 'labels ending in hex digits after 0x', name: 'ab0x7f.ab0x1', addresses: ['93.184.216.34'], port: 443 },
  { what: 'hex labels with a letter after them', name: '0x7fz.0x1z', addresses: ['93.184.216.34'], port: 443 },
  { what: 'a label of 0 and a letter', name: '127.0z', addresses: ['93.184.216.34'], port: 443 },
  { what: 'a label written like a binary number', name: '127.0b1', addresses: ['93.184.216.34'], port: 443 },
  { what: 'a label written like an exponent', name: '127.1e0', addresses: ['93.184.216.34'], port: 443 },
  { what: 'one label of four hex digits', name: 'cafe', addresses: ['93.184.216.34'], port: 443 },
  // The table also answers, with a loopback address, for the name with its dots left out: the URL's
  // own name is the one to judge.
  { what: 'a public name beside a loopback one spelt without its dots', name: 'hooks.public.test', addresses: ['93.184.216.34'], port: 443, alsoInTable: { 'hookspublic.test': ['127.0.0.1'] } },
];

check({ id: 'host-name-resolving-to-public-registered', section: '6', title: 'a subscription URL naming a host that resolves only to public addresses (IPv4, IPv6, or several of both) is registered, also when its labels read like numbers (127.0z, 127.1e0, cafe) and when the table maps another name to loopback', decisions: ['A63', 'A76'], needs: ['host_table'], asserts: { '6-endpoint-url-public-https': ['url-name-resolving-to-public-accepted', 'url-address-shaped-name-accepted'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  for (const host of publicHosts) {
    const world = run().targetWorldOf();
    world.subscriptions = world.subscriptions.map((s, i) => (i === 0 ? { ...s, url: `https://${host.name}:${host.port}/gateway`, allow_loopback: false } : s));
    world.hosts = { ...host.alsoInTable, [host.name]: [...host.addresses] };
    expect(await load(world), `${host.what}: ${host.name} resolving to ${host.addresses.join(', ')}`).toBeUndefined();
  }
  // The last world loaded resolves no name, so nothing registered here outlives the check.
  expect(await load(run().targetWorldOf()), 'the run world').toBeUndefined();
});
