/**
 * Small, named edits of a world for checks whose situation the default world does not hold. Each
 * returns a fresh copy; the default world is never changed. Roles are looked up in the default
 * world by the caller (castOf) before the edit, since an edit may end a role on purpose. Keep a
 * returned world in a constant beside the checks: `provision(world)` restarts the platform mock
 * whenever it is handed a different object, and takes only worlds built when the check file loads
 * (`world-ledger.ts`), so the test that loads every world on every path finds each one.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { noteWorld } from './world-ledger.ts';

type WorldNumber = World['numbers'][number];

function numberOf(world: World, id: string): WorldNumber {
  const found = world.numbers.find((n) => n.phone_number_id === id);
  if (!found) throw new Error(`world ${world.name} has no number ${id}`);
  return found;
}

/** A third number joins a shared token, disconnected: it must no longer count as a holder (section 5, item 2). */
export function withDisconnectedSharer(world: World, sharerId: string, newId: string): World {
  const copy = structuredClone(world);
  const sharer = numberOf(copy, sharerId);
  copy.numbers.push({ ...structuredClone(sharer), phone_number_id: newId, display_phone_number: '+1 202-555-0199', connection: 'DISCONNECTED' });
  copy.name = `${world.name}-disconnected-sharer`;
  return noteWorld(copy);
}

/** A third connected number of the same business account joins a shared token (section 5, item 2). */
export function withThirdSharer(world: World, sharerId: string, newId: string): World {
  const copy = structuredClone(world);
  const sharer = numberOf(copy, sharerId);
  copy.numbers.push({ ...structuredClone(sharer), phone_number_id: newId, display_phone_number: '+1 202-555-0198', connection: 'CONNECTED' });
  copy.name = `${world.name}-third-sharer`;
  return noteWorld(copy);
}

/** One number of a shared pair is disconnected: the other is the token's sole holder. */
export function withNumberDisconnected(world: World, id: string): World {
  const copy = structuredClone(world);
  numberOf(copy, id).connection = 'DISCONNECTED';
  copy.name = `${world.name}-sole-holder`;
  return noteWorld(copy);
}

/** A workspace one contact below its plan's contact limit (the contact `dropped` is forgotten). */
export function withContactForgotten(world: World, workspaceId: string, dropped: string): World {
  const copy = structuredClone(world);
  const workspace = copy.workspaces.find((w) => w.id === workspaceId);
  if (!workspace?.contacts.includes(dropped)) throw new Error(`workspace ${workspaceId} has no contact ${dropped}`);
  workspace.contacts = workspace.contacts.filter((c) => c !== dropped);
  copy.name = `${world.name}-below-contact-limit`;
  return noteWorld(copy);
}

/**
 * A callback override on number `id` (section 6), with that number's subscriptions dropped: the
 * two exclude each other, so this is the override on its own, a world a target must accept.
 */
export function withCallbackOverride(world: World, id: string): World {
  const copy = structuredClone(world);
  numberOf(copy, id).callback_override = true;
  copy.subscriptions = copy.subscriptions.filter((s) => s.phone_number_id !== id);
  copy.name = `${world.name}-callback-override`.slice(0, 63);
  return noteWorld(copy);
}

export type WorldTemplate = World['business_accounts'][number]['templates'][number];

/** `world` with `templates` added to the catalogue of business account `businessAccountId`. */
export function withTemplates(world: World, businessAccountId: string, templates: readonly WorldTemplate[]): World {
  const copy = structuredClone(world);
  const account = copy.business_accounts.find((a) => a.id === businessAccountId);
  if (!account) throw new Error(`world ${world.name} has no business account ${businessAccountId}`);
  account.templates.push(...structuredClone([...templates]));
  copy.name = `${world.name}-more-templates`.slice(0, 63);
  return noteWorld(copy);
}

/** `world` where business account `businessAccountId` keeps a local copy of only the templates `held` picks. */
export function withLocalCopies(world: World, businessAccountId: string, held: (template: WorldTemplate) => boolean): World {
  const copy = structuredClone(world);
  const account = copy.business_accounts.find((a) => a.id === businessAccountId);
  if (!account) throw new Error(`world ${world.name} has no business account ${businessAccountId}`);
  for (const template of account.templates) template.local_copy = held(template);
  copy.name = `${world.name}-local-copies`.slice(0, 63);
  return noteWorld(copy);
}

/**
 * `world` where the harness's platform mock takes `mps` messages a second from every number.
 * Only the mock reads this (the gateway has no quota of its own, section 8): properties send
 * hundreds of messages without moving the clock, and must not trip the platform's throughput.
 */
export function withThroughput(world: World, mps: number): World {
  const copy = structuredClone(world);
  for (const number of copy.numbers) number.throughput_mps = mps;
  copy.name = `${world.name}-fast-platform`.slice(0, 63);
  return noteWorld(copy);
}

/**
 * Customers whose inbound history on number `id` is exactly one message per age given, in
 * minutes before the world starts: a window that opened that long ago, with no clock to move.
 */
export function withInboundAges(world: World, id: string, ages: Readonly<Record<string, readonly number[]>>): World {
  const copy = structuredClone(world);
  numberOf(copy, id);
  for (const [waId, minutes] of Object.entries(ages)) {
    const customer = copy.customers.find((c) => c.wa_id === waId);
    if (!customer) throw new Error(`world ${world.name} has no customer ${waId}`);
    customer.inbound = [
      ...customer.inbound.filter((m) => m.phone_number_id !== id),
      ...minutes.map((minutesAgo, i) => ({ phone_number_id: id, minutes_ago: minutesAgo, type: 'text' as const, text: `Message ${i + 1} of the history.` })),
    ];
  }
  copy.name = `${world.name}-inbound-ages`;
  return noteWorld(copy);
}

/**
 * Customer `waId` wrote to each number of `ids` `minutesAgo` minutes before the world starts (what
 * else they wrote to those numbers is dropped): a text to them from any of these numbers is inside
 * the window, so a check of something else (a plan, a suspension) sends the simplest message.
 */
export function withWindowOpen(world: World, waId: string, ids: readonly string[], minutesAgo = 30): World {
  const copy = structuredClone(world);
  const customer = copy.customers.find((c) => c.wa_id === waId);
  if (!customer) throw new Error(`world ${world.name} has no customer ${waId}`);
  for (const id of ids) numberOf(copy, id);
  customer.inbound = [
    ...customer.inbound.filter((m) => !ids.includes(m.phone_number_id)),
    ...ids.map((id) => ({ phone_number_id: id, minutes_ago: minutesAgo, type: 'text' as const, text: 'Is my order ready?' })),
  ];
  copy.name = `${world.name}-window-open`.slice(0, 63);
  return noteWorld(copy);
}

export type WorldSubscription = World['subscriptions'][number];

/** `world` with `subscriptions` added beside its own (each with its own id and signing secret). */
export function withSubscriptions(world: World, subscriptions: readonly WorldSubscription[]): World {
  const copy = structuredClone(world);
  copy.subscriptions.push(...structuredClone([...subscriptions]));
  copy.name = `${world.name}-more-subscriptions`.slice(0, 63);
  return noteWorld(copy);
}

/**
 * A further number of the same team and business account as number `sampleId`, with its own id,
 * token and display number: a team holding more numbers than the default world gives it.
 */
export function withTeamNumber(world: World, sampleId: string, added: { id: string; token: string; display: string }): World {
  const copy = structuredClone(world);
  const sample = numberOf(copy, sampleId);
  copy.numbers.push({ ...structuredClone(sample), phone_number_id: added.id, token: added.token, display_phone_number: added.display });
  copy.name = `${world.name}-team-number`.slice(0, 63);
  return noteWorld(copy);
}

/**
 * `world` edited by `edit` on a copy, named `world.name-suffix`: for a situation none of the
 * edits above makes. Like every world built here it is one to provision: the world test loads it
 * into the platform mock and the target (a world meant to be refused is built by hand instead).
 */
export function editedWorld(world: World, suffix: string, edit: (copy: World) => void): World {
  const copy = structuredClone(world);
  edit(copy);
  copy.name = `${world.name}-${suffix}`.slice(0, 63);
  return noteWorld(copy);
}
