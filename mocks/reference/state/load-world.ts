/**
 * Loads the target's part of a world (harness-control contract, `TargetWorld`) into a fresh
 * state. The world is checked against the contract first and its cross-references after, so a
 * bad world is refused whole with every problem named, never half-loaded.
 */
import { schemaCompiler } from '../../../contracts/schemas.ts';
import type { components } from '../../../contracts/types/harness-control.ts';
import type { FieldProblem } from '../errors/gateway-error.ts';
import { literalUrlProblems } from '../deliveries/world-subscriptions.ts';
import { classifyAddress, type AddressClassifier } from '../deliveries/address-class.ts';
import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';
import { conversationOf, emptyState, type GatewayState } from './gateway-state.ts';

export type TargetWorld = components['schemas']['TargetWorld'];

const validateWorld = schemaCompiler('control').component('TargetWorld');

function schemaProblems(world: unknown): FieldProblem[] {
  if (validateWorld(world)) return [];
  return (validateWorld.errors ?? []).map((error) => ({
    loc: error.instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    msg: error.message ?? 'invalid',
  }));
}

function referenceProblems(world: TargetWorld, classify: AddressClassifier, underOverride: (world: TargetWorld) => FieldProblem[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const workspaces = new Set(world.workspaces.map((w) => w.id));
  const numbers = new Set(world.numbers.map((n) => n.phone_number_id));
  world.numbers.forEach((n, i) => {
    if (!workspaces.has(n.workspace_id)) problems.push({ loc: ['numbers', i, 'workspace_id'], msg: `no workspace ${n.workspace_id}` });
  });
  world.customers.forEach((c, i) =>
    c.inbound.forEach((m, j) => {
      if (!numbers.has(m.phone_number_id)) problems.push({ loc: ['customers', i, 'inbound', j, 'phone_number_id'], msg: `no number ${m.phone_number_id}` });
    }),
  );
  world.subscriptions.forEach((s, i) => {
    if (!numbers.has(s.phone_number_id)) problems.push({ loc: ['subscriptions', i, 'phone_number_id'], msg: `no number ${s.phone_number_id}` });
  });
  problems.push(...underOverride(world));
  // Section 6, rule 4: a subscription URL that is not public HTTPS is refused with the world.
  problems.push(...literalUrlProblems(world.subscriptions, classify));
  return problems;
}

/** Section 6 and decision A52: registering a subscription is refused while the number has a callback override. */
export function subscriptionsUnderOverride(world: TargetWorld): FieldProblem[] {
  const overridden = new Set(world.numbers.filter((n) => n.callback_override === true).map((n) => n.phone_number_id));
  return world.subscriptions.flatMap((s, i) =>
    overridden.has(s.phone_number_id)
      ? [{ loc: ['subscriptions', i, 'phone_number_id'], msg: `subscription ${s.id}: number ${s.phone_number_id} has a callback override, which excludes event subscriptions` }]
      : [],
  );
}

/**
 * The world when it is one. `classify` judges its subscription URLs' addresses and
 * `underOverride` finds the subscriptions a callback override excludes (the reference's rules
 * unless a build swaps them).
 */
export function readWorld(
  input: unknown,
  classify: AddressClassifier = classifyAddress,
  underOverride: (world: TargetWorld) => FieldProblem[] = subscriptionsUnderOverride,
): { ok: true; world: TargetWorld } | { ok: false; problems: FieldProblem[] } {
  const problems = schemaProblems(input);
  if (problems.length > 0) return { ok: false, problems };
  const world = input as TargetWorld;
  const references = referenceProblems(world, classify, underOverride);
  return references.length > 0 ? { ok: false, problems: references } : { ok: true, world };
}

/** A state holding exactly the world: nothing from before survives (keys, records, windows). */
export function stateFromWorld(world: TargetWorld, limits: SpecLimits = specLimits): GatewayState {
  const state = emptyState(limits);
  state.upstream = { baseUrl: world.upstream.base_url.replace(/\/+$/, ''), appSecret: world.upstream.app_secret };
  for (const w of world.workspaces) {
    state.workspaces.set(w.id, { id: w.id, name: w.name, apiAccess: w.plan.api_access, contactLimit: w.plan.contact_limit, suspended: w.suspended, contacts: new Set(w.contacts) });
  }
  for (const n of world.numbers) {
    state.numbers.set(n.phone_number_id, {
      phoneNumberId: n.phone_number_id,
      displayPhoneNumber: n.display_phone_number,
      businessAccountId: n.business_account_id,
      workspaceId: n.workspace_id,
      token: n.token,
      connection: n.connection,
      takeover: { enabled: n.takeover.enabled, windowMinutes: n.takeover.window_minutes },
      callbackOverride: n.callback_override === true,
    });
  }
  for (const customer of world.customers) {
    for (const message of customer.inbound) {
      const conversation = conversationOf(state, message.phone_number_id, customer.wa_id);
      const at = Date.parse(message.received_at);
      if (conversation.lastInboundAt === null || at > conversation.lastInboundAt) conversation.lastInboundAt = at;
      conversation.profileName = customer.profile_name;
    }
  }
  for (const s of world.subscriptions) {
    state.subscriptions.set(s.id, { id: s.id, phoneNumberId: s.phone_number_id, url: s.url, secret: s.secret, events: [...s.events], allowLoopback: s.allow_loopback });
  }
  // The contract keeps the names in lower case without a trailing dot, as the resolver looks them up.
  state.hosts = structuredClone(world.hosts ?? {});
  for (const template of world.templates) {
    const list = state.templates.get(template.business_account_id) ?? [];
    list.push(structuredClone(template));
    state.templates.set(template.business_account_id, list);
  }
  return state;
}
