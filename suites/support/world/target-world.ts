/**
 * Splits off the target's part of a world fixture: what a gateway's dashboard and database
 * would hold. Pure: the fixture and the run's addresses in, the control-plane payload out.
 */
import type { TargetWorld } from '../control/control-client.ts';
import type { World } from '../../../fixtures/worlds/world-file.ts';

export interface TargetWorldOptions {
  /** Where the target reaches the upstream mock (base URL with the API version segment). */
  upstreamBaseUrl: string;
  /** The suite's own receiver: every subscription delivers there instead of its fixture URL. */
  receiverUrl?: string;
}

const minute = 60_000;

export function targetWorld(world: World, options: TargetWorldOptions): TargetWorld {
  const start = Date.parse(world.clock.start);
  const receiverIsLoopback = options.receiverUrl !== undefined && isLoopback(options.receiverUrl);
  return {
    clock: { now: world.clock.start },
    upstream: { base_url: options.upstreamBaseUrl, app_secret: world.upstream.app_secret },
    workspaces: world.workspaces.map((w) => ({ id: w.id, name: w.name, plan: { ...w.plan }, suspended: w.suspended, contacts: [...w.contacts] })),
    numbers: world.numbers.map((n) => ({
      phone_number_id: n.phone_number_id,
      display_phone_number: n.display_phone_number,
      business_account_id: n.business_account_id,
      workspace_id: n.workspace_id,
      token: n.token,
      connection: n.connection,
      takeover: { ...n.takeover },
    })),
    customers: world.customers.map((c) => ({
      wa_id: c.wa_id,
      profile_name: c.profile_name,
      inbound: c.inbound.map((m) => ({
        phone_number_id: m.phone_number_id,
        received_at: new Date(start - m.minutes_ago * minute).toISOString(),
        type: m.type,
        text: m.text,
      })),
    })),
    subscriptions: world.subscriptions.map((s) => ({
      id: s.id,
      phone_number_id: s.phone_number_id,
      url: options.receiverUrl ?? s.url,
      secret: s.secret,
      events: [...s.events],
      allow_loopback: receiverIsLoopback,
    })),
    templates: world.business_accounts.flatMap((account) =>
      account.templates
        .filter((t) => t.local_copy)
        .map(({ local_copy: _local, ...template }) => ({ business_account_id: account.id, ...template })),
    ),
  };
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}
