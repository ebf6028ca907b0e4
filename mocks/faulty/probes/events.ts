/** Probes of the delivery builds: the parts a build swaps, asked directly. */
import type { AttemptFacts } from '../../reference/deliveries/delivery-headers.ts';
import { tableResolver } from '../../reference/deliveries/host-resolver.ts';
import type { GatewayEvent } from '../../reference/events/event-bus.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { fixture, type Probe } from '../test-kit.ts';

// A subscription as a gateway keeps it, for the parts that judge or show one.
const subscription = { id: 'sub', phoneNumberId: fixture.main.id, url: 'https://hooks.example.org/h', secret: 'old', events: ['message.sent'], allowLoopback: false };

const facts: AttemptFacts = {
  event: 'message.sent',
  deliveryId: '01JBXV0000000000000000TEST',
  at: Date.parse('2026-11-02T09:00:00.000Z'),
  body: Buffer.from('{"event":"message.sent"}'),
  secret: 'a-signing-secret-for-probes',
};

export const eventProbes: Record<string, Probe> = {
  'delivery-id-per-attempt': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-delivery'],
  'mapped-addresses-accepted': async (g) => g.gateway.parts.addressClass('[::ffff:a00:1]'),
  'named-host-addresses-unjudged': async (g) => (await g.gateway.parts.vetUrl('https://hooks.loop.test/gateway', false, tableResolver({ 'hooks.loop.test': ['127.0.0.1'] }), g.gateway.parts.addressClass, 'registration')).verdict,
  'private-172-as-slash-16': async (g) => g.gateway.parts.addressClass('172.31.255.255'),
  'never-auto-disabled': async (g) => {
    let health = { consecutiveFailedEvents: 0, disabledAt: null as number | null };
    for (let i = 0; i < 25; i++) health = g.gateway.parts.afterEvent(health, false, facts.at + i);
    return health.disabledAt;
  },
  'refused-connection-counted-delivered': async (g) => g.gateway.parts.attemptOutcome({ kind: 'unreachable', error: 'connection failed (ECONNREFUSED)' }).delivered,
  'unanswered-attempt-counted-delivered': async (g) => g.gateway.parts.attemptOutcome({ kind: 'timeout', afterMs: 10_000 }).delivered,
  'reregistered-still-disabled': async (g) => {
    return g.gateway.parts.reregister({ subscription, health: { consecutiveFailedEvents: 20, disabledAt: facts.at } }, 'new').health.disabledAt;
  },
  'reregistered-keeps-old-secret': async (g) => {
    return g.gateway.parts.reregister({ subscription, health: { consecutiveFailedEvents: 20, disabledAt: facts.at } }, 'new').subscription.secret;
  },
  // Twelve failed events, one delivered, twelve more: under 20 in a row, so never switched off.
  'success-keeps-failure-count': async (g) => {
    const { afterEvent } = g.gateway.parts;
    let health = { consecutiveFailedEvents: 0, disabledAt: null as number | null };
    for (const delivered of [...Array<boolean>(12).fill(false), true, ...Array<boolean>(12).fill(false)]) health = afterEvent(health, delivered, facts.at);
    return health.disabledAt;
  },
  'secret-in-delivery-view': async (g) => JSON.stringify(g.gateway.parts.deliveryView(subscription, undefined, { count: 0, nextAttemptAt: null }, facts.at, 86_400_000)).includes(subscription.secret),
  'failed-attempt-status-dropped': async (g) => g.gateway.parts.attemptOutcome({ kind: 'answered', status: 503 }).status,
  // The default world registers a subscription on the main number; with an override there too, loading it must be refused.
  'subscription-accepted-under-override': async (g) => {
    const world = structuredClone(bundledWorld('default'));
    for (const number of world.numbers) if (number.phone_number_id === fixture.main.id) number.callback_override = true;
    return (await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: g.upstream.baseUrl }))).status;
  },
  'override-leaves-agent-running': async (g) => {
    const number = g.gateway.state.numbers.get(fixture.main.id);
    return number === undefined ? 'no main number' : g.gateway.parts.agentPaused({ ...number, callbackOverride: true }, undefined, facts.at);
  },
  'message-sent-for-api-sends-only': async (g) => {
    const seen: string[] = [];
    const stop = g.gateway.events.subscribe((event: GatewayEvent) => seen.push(event.name));
    await g.control('POST', `/numbers/${fixture.main.id}/other-source-sends`, { to: fixture.inWindow, text: 'Sent from the inbox', source: 'INBOX' });
    stop();
    return seen;
  },
  'signature-without-timestamp': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-signature'],
  'timestamp-in-milliseconds': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-timestamp'],
};
