/**
 * What the gateway side of the bench sends and the world the reference answers it from: the
 * bench world (the default world, throughput raised) loaded as a target, on real time, with a
 * template send that `up` would suggest (a template with placeholders, from the main number to a
 * customer who wrote to it). Each send carries a fresh Idempotency-Key unless told otherwise.
 */
import type { World } from '../../fixtures/worlds/world-file.ts';
import { firstSend } from '../up/first-send.ts';
import { bearerOf, benchWorld, mainNumberId } from './workload.ts';

const gatewaySendPath = '/api/v2/messages';
const templateListPath = '/api/v2/templates';
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

export interface GatewayRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A template send from the main number; `key` is its Idempotency-Key (a placeholder for a fresh one each time). */
export function templateSend(world: World, key: string): GatewayRequest {
  const send = firstSend(world, mainNumberId);
  if (!send) throw new Error('the bench world has no template to send');
  return {
    method: 'POST',
    path: gatewaySendPath,
    headers: { authorization: bearerOf(world, mainNumberId), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(send.body),
  };
}

/** The first page of the main number's templates. */
export function templatePage(world: World, limit: number): GatewayRequest {
  return { method: 'GET', path: `${templateListPath}?limit=${limit}`, headers: { authorization: bearerOf(world, mainNumberId) } };
}
