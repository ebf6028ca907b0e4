/**
 * What every server under test is asked: one valid text send from the default world's main
 * number to a customer whose 24-hour window is open, and the world the mock answers it from.
 * The world is the bundled default with throughput raised and the pair limit lifted, so the
 * bench measures the accept path rather than the platform's rate limits.
 */
import { bundledWorld, type World } from '../../fixtures/worlds/world-file.ts';
import { type PairLimit, createUpstreamMock } from '../../mocks/upstream/index.ts';

export const mainNumberId = '100000000000001';
/** Wrote to the main number half an hour before the world's clock start. */
export const openCustomer = '12025550101';

/** Far above what one loopback process answers per second, so 130429 never comes up. */
const benchThroughputMps = 100_000;
/** A burst no bench run can use up, so 131056 never comes up. */
export const benchPairLimit: Partial<PairLimit> = { burst: 1e9 };

export interface Workload {
  world: World;
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  /** The request body as sent on the wire. */
  body: string;
  /** The mock's own success answer to this request, which the baselines answer verbatim. */
  successBody: string;
}

/** The default world with every number's throughput raised. */
export function benchWorld(): World {
  const world = structuredClone(bundledWorld('default'));
  for (const number of world.numbers) number.throughput_mps = benchThroughputMps;
  return world;
}

export function sendBody(): Record<string, unknown> {
  return { messaging_product: 'whatsapp', to: openCustomer, type: 'text', text: { body: 'hi' } };
}

export function bearerOf(world: World, phoneNumberId: string): string {
  const number = world.numbers.find((n) => n.phone_number_id === phoneNumberId);
  if (!number) throw new Error(`the world has no number ${phoneNumberId}`);
  return `Bearer ${number.token}`;
}

/** Asks a throwaway mock for its answer, so the baselines send exactly what the mock sends. */
function mockSuccessBody(world: World, authorization: string, version: string): string {
  const mock = createUpstreamMock({ world, pairLimit: benchPairLimit });
  try {
    const answer = mock.platform.send({ version, phoneNumberId: mainNumberId, authorization, body: sendBody() });
    if (answer.kind !== 'json' || answer.status !== 200) throw new Error(`the mock refused the bench request: ${JSON.stringify(answer)}`);
    return JSON.stringify(answer.body);
  } finally {
    mock.close();
  }
}

export function buildWorkload(): Workload {
  const world = benchWorld();
  const version = world.upstream.api_version;
  const authorization = bearerOf(world, mainNumberId);
  return {
    world,
    method: 'POST',
    path: `/${version}/${mainNumberId}/messages`,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(sendBody()),
    successBody: mockSuccessBody(world, authorization, version),
  };
}
