/**
 * What the gateway side of the bench sends and the world the reference answers it from: the
 * bench world (the default world, throughput raised) loaded as a target, on real time, with a
 * template send that `up` would suggest (a template with placeholders, from the main number to a
 * customer who wrote to it). Each send carries a fresh Idempotency-Key unless told otherwise.
 */
import { targetWorld } from '../../fixtures/worlds/target-world.ts';
import type { World } from '../../fixtures/worlds/world-file.ts';
import type { Gateway } from '../../mocks/reference/index.ts';
import { readWorld, stateFromWorld } from '../../mocks/reference/state/load-world.ts';
import { firstSend } from '../up/first-send.ts';
import { benchWorld, mainNumberId } from './workload.ts';

export const gatewaySendPath = '/api/v2/messages';
export const templateListPath = '/api/v2/templates';
/** Replaced by autocannon with an id of its own for every request. */
export const uniqueKeyPlaceholder = 'bench-[<id>]';

/**
 * The bench world on real time: history placed before now, as `up` and `serve reference` do.
 * Without its subscription unless asked: the default world's subscriber is on a `.test` name that
 * never resolves, so every send would add a delivery that fails and retries for a quarter of an
 * hour; deliveries are measured on their own, to a receiver that answers.
 */
export function liveBenchWorld(options: { subscriptions?: boolean } = {}): World {
  const world = benchWorld();
  return { ...world, clock: { start: new Date().toISOString() }, ...(options.subscriptions === true ? {} : { subscriptions: [] }) };
}

/** Loads the world into a gateway, pointing it at the platform and (optionally) a loopback receiver. */
export function loadBenchWorld(gateway: Gateway, world: World, upstreamBaseUrl: string, receiverUrl?: string): void {
  const { clock: _clock, ...loaded } = targetWorld(world, { upstreamBaseUrl, ...(receiverUrl === undefined ? {} : { receiverUrl }) });
  const read = readWorld(loaded);
  if (!read.ok) throw new Error(`the bench world cannot be loaded: ${read.problems.map((p) => `${p.loc.join('.')}: ${p.msg}`).join('; ')}`);
  gateway.state = stateFromWorld(read.world);
}

export interface GatewayRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function tokenOf(world: World): string {
  const number = world.numbers.find((n) => n.phone_number_id === mainNumberId);
  if (!number) throw new Error(`the bench world has no number ${mainNumberId}`);
  return number.token;
}

/** A template send from the main number; `key` is its Idempotency-Key (a placeholder for a fresh one each time). */
export function templateSend(world: World, key: string): GatewayRequest {
  const send = firstSend(world, mainNumberId);
  if (!send) throw new Error('the bench world has no template to send');
  return {
    method: 'POST',
    path: gatewaySendPath,
    headers: { authorization: `Bearer ${tokenOf(world)}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(send.body),
  };
}

/** The first page of the main number's templates. */
export function templatePage(world: World, limit: number): GatewayRequest {
  return { method: 'GET', path: `${templateListPath}?limit=${limit}`, headers: { authorization: `Bearer ${tokenOf(world)}` } };
}
