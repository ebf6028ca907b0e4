/**
 * Event deliveries to a local receiver, in a process of its own (run by `delivery-bench.ts`):
 *
 *   node --import tsx scripts/bench/delivery-process.ts RECEIVER_URL SECONDS WINDOW
 *
 * Three runs of SECONDS each, keeping WINDOW posts in flight: the reference's deliverer (each
 * `message.sent` event signed and posted to the world's subscription, pointed at the receiver),
 * and two bare loops posting the same body bytes with `node:http`: on a fresh connection per post
 * (as the deliverer connects) and over a kept-alive agent. Prints one JSON line of figures.
 */
import { Agent, request } from 'node:http';
import { createGateway, postDelivery, type PostDelivery, eventBody, type GatewayEvent } from '../../mocks/reference/index.ts';
import { loadGatewayWorld } from '../up/gateway-world.ts';
import { liveBenchWorld } from './gateway-workload.ts';
import { mainNumberId, openCustomer } from './workload.ts';

export interface DeliveryRun {
  name: string;
  /** Posts the receiver answered 2xx, per second of the run. */
  perSecond: number;
  delivered: number;
  failed: number;
  /** Posts that had not settled 10 s after the run ended. */
  unsettled: number;
  seconds: number;
  /** CPU time (user + system) of this process over the run, per delivered post, in µs. */
  cpuUsPerDelivery: number;
}

const [receiverUrl = '', secondsText = '3', windowText = '20'] = process.argv.slice(2);
const seconds = Number(secondsText);
const window = Number(windowText);

function event(index: number, at: number): GatewayEvent {
  const id = `msg_bench${String(index).padStart(16, '0')}`;
  return {
    name: 'message.sent',
    phoneNumberId: mainNumberId,
    at,
    payload: {
      message: { id, wa_message_id: `wamid.bench${index}`, to: openCustomer, message_type: 'text', content: 'Your parcel is on its way.', status: 'sent', source: 'API', template_name: null, redacted: false, created_at: new Date(at).toISOString() },
      to: openCustomer,
      wording: 'Your parcel is on its way.',
    },
  };
}

/** Keeps `window` posts in flight for `seconds`, then waits for the last ones. */
async function drive(name: string, post: (index: number, done: (ok: boolean) => void) => void): Promise<DeliveryRun> {
  let delivered = 0;
  let failed = 0;
  let sent = 0;
  let inFlight = 0;
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  const endAt = began + seconds * 1_000;
  let unsettled = 0;
  await new Promise<void>((resolve) => {
    // Posts still out 10 s after the end are counted as unsettled rather than waited for.
    const giveUp = setTimeout(() => {
      unsettled = inFlight;
      resolve();
    }, seconds * 1_000 + 10_000);
    const finish = (): void => {
      clearTimeout(giveUp);
      resolve();
    };
    const next = (): void => {
      while (inFlight < window && performance.now() < endAt) {
        inFlight += 1;
        post(sent++, (ok) => {
          inFlight -= 1;
          if (ok) delivered += 1;
          else failed += 1;
          if (performance.now() >= endAt && inFlight === 0) finish();
          else setImmediate(next);
        });
      }
    };
    next();
  });
  const elapsed = (performance.now() - began) / 1_000;
  const cpu = process.cpuUsage(cpuBefore);
  return { name, perSecond: delivered / elapsed, delivered, failed, unsettled, seconds: elapsed, cpuUsPerDelivery: delivered === 0 ? 0 : (cpu.user + cpu.system) / delivered };
}

async function gatewayRun(): Promise<DeliveryRun> {
  const waiting: ((ok: boolean) => void)[] = [];
  // The real post, observed: each attempt's result settles the driver's slot.
  const observed: PostDelivery = async (attempt) => {
    const result = await postDelivery(attempt);
    waiting.shift()?.(result.kind === 'answered' && result.status >= 200 && result.status < 300);
    return result;
  };
  const gateway = createGateway({ postDelivery: observed });
  loadGatewayWorld(gateway, liveBenchWorld({ subscriptions: true }), { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0', receiverUrl: `${receiverUrl}/hook` });
  try {
    return await drive('deliverer', (index, done) => {
      waiting.push(done);
      gateway.events.emit(event(index, gateway.clock.now()));
    });
  } finally {
    gateway.deliveries.drop();
  }
}

function bareRun(name: string, agent: Agent | false): Promise<DeliveryRun> {
  const target = new URL(`${receiverUrl}/hook`);
  return drive(name, (index, done) => {
    const body = eventBody(event(index, Date.now()));
    const outgoing = request(target, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (response) => {
      response.resume();
      response.on('end', () => done((response.statusCode ?? 0) < 300));
    });
    outgoing.on('error', () => done(false));
    outgoing.end(body);
  });
}

const runs: DeliveryRun[] = [];
runs.push(await bareRun('bare-fresh', false));
runs.push(await gatewayRun());
const keepAlive = new Agent({ keepAlive: true });
runs.push(await bareRun('bare-keep-alive', keepAlive));
keepAlive.destroy();
console.log(JSON.stringify({ window, runs }));
