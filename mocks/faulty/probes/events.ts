/** Probes of the delivery builds: the parts a build swaps, asked directly. */
import type { AttemptFacts } from '../../reference/deliveries/delivery-headers.ts';
import { tableResolver } from '../../reference/deliveries/host-resolver.ts';
import { fixture, type Probe } from '../test-kit.ts';

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
    const subscription = { id: 'sub', phoneNumberId: fixture.main.id, url: 'https://hooks.example.org/h', secret: 'old', events: ['message.sent'], allowLoopback: false };
    return g.gateway.parts.reregister({ subscription, health: { consecutiveFailedEvents: 20, disabledAt: facts.at } }, 'new').health.disabledAt;
  },
  'reregistered-keeps-old-secret': async (g) => {
    const subscription = { id: 'sub', phoneNumberId: fixture.main.id, url: 'https://hooks.example.org/h', secret: 'old', events: ['message.sent'], allowLoopback: false };
    return g.gateway.parts.reregister({ subscription, health: { consecutiveFailedEvents: 20, disabledAt: facts.at } }, 'new').subscription.secret;
  },
  // Twelve failed events, one delivered, twelve more: under 20 in a row, so never switched off.
  'success-keeps-failure-count': async (g) => {
    const { afterEvent } = g.gateway.parts;
    let health = { consecutiveFailedEvents: 0, disabledAt: null as number | null };
    for (const delivered of [...Array<boolean>(12).fill(false), true, ...Array<boolean>(12).fill(false)]) health = afterEvent(health, delivered, facts.at);
    return health.disabledAt;
  },
  'signature-without-timestamp': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-signature'],
  'timestamp-in-milliseconds': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-timestamp'],
};
