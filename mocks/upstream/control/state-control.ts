/** Control over the mock's world, tokens, webhook address, faults, journal and clock. */
import type { components } from '../../../contracts/types/upstream.ts';
import { parseWorld, type World } from '../../../fixtures/worlds/world-file.ts';
import { empty, json, type Answer } from '../answer.ts';
import { FaultRuleError } from '../faults/validate-rule.ts';
import type { FaultRule } from '../faults/rule.ts';
import type { MockParts } from '../platform/mock-parts.ts';
import { stateFromWorld } from '../state/from-world.ts';
import { controlBody, controlError } from './control-body.ts';

type Schemas = components['schemas'];

/**
 * `world` as the mock can load it, or an error naming its first problems: every way a world
 * enters the mock (at its start, `PUT /world`, a reset to the start) takes it through here, so
 * a world one of them refuses is refused by all.
 */
export function validWorld(world: unknown): World {
  const parsed = parseWorld(world);
  if (!parsed.ok) throw new InvalidWorldError(parsed.problems);
  return parsed.world;
}

export class InvalidWorldError extends Error {
  override name = 'InvalidWorldError';
  constructor(readonly problems: readonly string[]) {
    super(`the world is invalid: ${problems.slice(0, 5).join('; ')}`);
  }
}

/** Replaces the state with a world already taken through `validWorld`. */
export function placeWorld(parts: MockParts, world: World): void {
  // A new world starts with no sent messages, in a store of the same capacity.
  const next = stateFromWorld(world, parts.state.messages.capacity);
  next.webhookUrl = parts.state.webhookUrl;
  Object.assign(parts.state, next);
  parts.clock.set(Date.parse(world.clock.start));
  parts.throughput.reset();
  parts.pairs.reset();
}

export function loadWorld(parts: MockParts, body: unknown): Answer {
  let world: World;
  try {
    world = validWorld(body);
  } catch (error) {
    if (error instanceof InvalidWorldError) return controlError(400, 'invalid_world', error.problems.slice(0, 5).join('; '));
    throw error;
  }
  placeWorld(parts, world);
  return empty(204);
}

export function setNumberToken(parts: MockParts, phoneNumberId: string, body: unknown): Answer {
  const parsed = controlBody<Schemas['NumberToken']>('NumberToken', body);
  if (!parsed.ok) return parsed.answer;
  const number = parts.state.numbers.get(phoneNumberId);
  if (!number) return controlError(404, 'not_found', `no number ${phoneNumberId}`);
  number.token = parsed.value.token;
  return empty(204);
}

export function setWebhookUrl(parts: MockParts, body: unknown): Answer {
  const parsed = controlBody<Schemas['WebhookTarget']>('WebhookTarget', body);
  if (!parsed.ok) return parsed.answer;
  // Webhooks are HTTP posts: any other scheme could never be delivered and would fail every attempt.
  if (!/^https?:$/.test(URL.parse(parsed.value.url)?.protocol ?? '')) return controlError(400, 'invalid_request', `url must be an http or https URL, got ${JSON.stringify(parsed.value.url).slice(0, 200)}`);
  parts.state.webhookUrl = parsed.value.url;
  return empty(204);
}

export function addFault(parts: MockParts, body: unknown): Answer {
  try {
    const id = parts.faults.add(body as FaultRule);
    const added = parts.faults.list().find((rule) => rule.id === id);
    return json(201, added);
  } catch (error) {
    if (error instanceof FaultRuleError) return controlError(400, 'invalid_fault', error.message);
    throw error;
  }
}

export function readJournal(parts: MockParts, query: Record<string, string>): Answer {
  const since = query.since === undefined ? undefined : Number(query.since);
  if (since !== undefined && (!Number.isSafeInteger(since) || since < 0)) return controlError(400, 'invalid_request', `since must be a whole number, got ${JSON.stringify(query.since)}`);
  const kind = query.kind;
  if (kind !== undefined && kind !== 'request' && kind !== 'webhook') return controlError(400, 'invalid_request', `kind must be request or webhook, got ${JSON.stringify(kind)}`);
  const entries = parts.journal.list({ ...(since === undefined ? {} : { since }), ...(kind === undefined ? {} : { kind }) });
  return json(200, {
    entries: entries.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
    capacity: parts.journal.capacity,
    dropped: parts.journal.dropped,
  });
}

export function advanceClock(parts: MockParts, body: unknown): Answer {
  const parsed = controlBody<Schemas['ClockAdvance']>('ClockAdvance', body);
  if (!parsed.ok) return parsed.answer;
  parts.clock.advance(parsed.value.seconds * 1000);
  return json(200, { now: new Date(parts.clock.now()).toISOString() });
}
