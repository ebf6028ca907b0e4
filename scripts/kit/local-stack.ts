/**
 * `startLocalStack`: the stack `gateway-harness up` runs (scripts/up/stack.ts), started in the
 * test's own process on free loopback ports, with the kit's subscriber registered for every
 * number, and typed ways to act as the customer and the platform, to read what the platform
 * received, to arm its faults and to move time. One per test file; `stop` leaves nothing running.
 */
import { controlPrefix, webhookPath } from '../../mocks/reference/index.ts';
import { loadGatewayWorld } from '../up/gateway-world.ts';
import { onRealTime, startStack, type RunningStack } from '../up/stack.ts';
import { customerActor } from './customer-acts.ts';
import { startKitSubscriber, type KitSubscriber } from './event-subscriber.ts';
import { readOptions } from './kit-options.ts';
import type { LocalStack, LocalStackOptions } from './kit-types.ts';
import { messageActor, templateActor } from './platform-acts.ts';
import { platformFaults } from './platform-faults.ts';
import { platformSends } from './platform-sends.ts';
import { stackClock } from './stack-clock.ts';
import { pickNumber, stackCustomers, stackNumbers } from './world-cast.ts';

/**
 * Starts the reference gateway, the platform mock with its handset page and a subscriber, on free
 * loopback ports, loaded with the world (the bundled development world unless told otherwise).
 * Options are checked first; a bad one throws a StackOptionError naming it.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const read = readOptions(options);
  const stack: RunningStack = await startStack({ world: read.world, port: read.port, upstreamPort: read.platformPort, host: '127.0.0.1', warn: () => undefined });
  const gateway = () => stack.reference.gateway;
  const { upstream } = stack;
  const clock = stackClock(gateway, upstream, `${stack.gatewayUrl}${controlPrefix}`, stack.controlToken);
  let subscriber: KitSubscriber;
  try {
    subscriber = await startKitSubscriber(read.events, (realMs) => clock.at(realMs));
    await subscriber.subscribe(gateway());
  } catch (error) {
    await stack.close();
    throw error;
  }
  const numbers = stackNumbers(read.world);
  let stopped: Promise<void> | undefined;

  return {
    gatewayUrl: stack.gatewayUrl,
    apiUrl: `${stack.gatewayUrl}/api/v2`,
    docsUrl: stack.docsUrl,
    platformUrl: upstream.baseUrl,
    handsetUrl: stack.handsetUrl,
    world: structuredClone(read.world),
    numbers,
    customers: stackCustomers(read.world),
    number: (phoneNumberId) => pickNumber(numbers, phoneNumberId, 'number(phoneNumberId)'),
    customer: (waId, choice = {}) => customerActor(upstream, waId, pickNumber(numbers, choice.number, 'customer(waId, { number })')),
    message: (id) => messageActor(gateway(), upstream, id),
    template: (name, choice = {}) => templateActor(upstream, name, choice.language, pickNumber(numbers, choice.phoneNumberId, 'template(name, { phoneNumberId })').businessAccountId),
    events: subscriber.events,
    platform: { sends: (filter) => platformSends(upstream, filter) },
    faults: platformFaults(upstream, numbers),
    clock,
    async reset() {
      const world = onRealTime(read.world);
      clock.realign();
      await upstream.control.clearFaults();
      await upstream.control.loadWorld(world as Parameters<typeof upstream.control.loadWorld>[0]);
      await upstream.control.setWebhookUrl(`${stack.gatewayUrl}${webhookPath}`);
      await upstream.mock.drainWebhooks();
      await upstream.control.clearJournal();
      loadGatewayWorld(gateway(), world, { upstreamBaseUrl: upstream.baseUrl });
      subscriber.events.clear();
      await subscriber.subscribe(gateway());
    },
    stop() {
      stopped ??= Promise.all([stack.close(), subscriber.close()]).then(() => undefined);
      return stopped;
    },
  };
}
