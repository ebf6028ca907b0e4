/**
 * The default world's cast, by role: which number, token and customer a check uses for "a number
 * with its own token", "two numbers sharing a token", "a customer inside the window", and so on.
 * Each role is looked up in the world and its defining property verified, so a fixture edit that
 * breaks a role fails here, loudly, instead of quietly weakening the checks.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';

export interface CastNumber {
  id: string;
  token: string;
  businessAccountId: string;
}

export interface Cast {
  /** Own token, takeover enabled, API plan, not suspended. */
  main: CastNumber;
  /** Own token, takeover disabled. */
  noTakeover: CastNumber;
  /** Two connected numbers holding one token. */
  shared: [CastNumber, CastNumber];
  disconnected: CastNumber;
  planWithoutApi: CastNumber;
  suspended: CastNumber;
  /** Its workspace is at the plan's contact limit. */
  atContactLimit: CastNumber;
  customers: {
    /** Wrote to every number of the main workspace 30 minutes before the start. */
    inWindow: string;
    /** Last wrote 25 hours before the start. */
    windowClosed: string;
    /** Never wrote in and is no contact. */
    neverWrote: string;
    /** Contacts of the at-limit workspace. */
    contactsAtLimit: [string, string];
  };
}

function role(world: World, id: string, what: string, holds: (n: World['numbers'][number]) => boolean): CastNumber {
  const number = world.numbers.find((n) => n.phone_number_id === id);
  if (!number || !holds(number)) throw new Error(`world ${world.name}: number ${id} no longer plays "${what}"`);
  return { id, token: number.token, businessAccountId: number.business_account_id };
}

export function castOf(world: World): Cast {
  const workspace = (id: string) => world.workspaces.find((w) => w.id === id);
  const usable = (n: World['numbers'][number]) => n.connection === 'CONNECTED' && workspace(n.workspace_id)?.plan.api_access === true && workspace(n.workspace_id)?.suspended === false;
  const ownToken = (n: World['numbers'][number]) => world.numbers.filter((o) => o.token === n.token && o.connection === 'CONNECTED').length === 1;
  const shared = [
    role(world, '100000000000003', 'shares a token', (n) => usable(n)),
    role(world, '100000000000004', 'shares a token', (n) => usable(n)),
  ] as [CastNumber, CastNumber];
  if (shared[0].token !== shared[1].token) throw new Error(`world ${world.name}: the shared pair no longer shares a token`);
  const atLimit = role(world, '100000000000008', 'at the contact limit', (n) => {
    const w = workspace(n.workspace_id);
    return usable(n) && ownToken(n) && w?.plan.contact_limit === w?.contacts.length;
  });
  const limitContacts = workspace('ws_at_limit')?.contacts ?? [];
  return {
    main: role(world, '100000000000001', 'main', (n) => usable(n) && ownToken(n) && n.takeover.enabled),
    noTakeover: role(world, '100000000000002', 'takeover disabled', (n) => usable(n) && ownToken(n) && !n.takeover.enabled),
    shared,
    disconnected: role(world, '100000000000005', 'disconnected', (n) => n.connection === 'DISCONNECTED' && ownToken(n) === false),
    planWithoutApi: role(world, '100000000000006', 'plan without API', (n) => workspace(n.workspace_id)?.plan.api_access === false),
    suspended: role(world, '100000000000007', 'suspended workspace', (n) => workspace(n.workspace_id)?.suspended === true),
    atContactLimit: atLimit,
    customers: {
      inWindow: '12025550101',
      windowClosed: '12025550102',
      neverWrote: '12025550103',
      contactsAtLimit: [limitContacts[0] ?? '', limitContacts[1] ?? ''],
    },
  };
}
