/**
 * A world for walking listings of many sizes in one provisioning: the default world plus numbers,
 * each with its own token and business account, whose template counts sit around the page
 * boundaries (empty, one, two, just under, at and just over 25 and 100). One account has creation
 * times shared by several templates, so a cursor that holds only a time would lose or repeat
 * entries there.
 */
import { parseWorld, type World } from '../../../fixtures/worlds/world-file.ts';
import { approvedTemplate } from '../world/approved-template.ts';
import { noteWorld } from '../world/world-ledger.ts';
import type { FixtureTemplate } from './local-fixtures.ts';

export interface SizedAccount {
  phoneNumberId: string;
  token: string;
  businessAccountId: string;
  /** Template ids, newest first as created (ties: as written). */
  templateIds: string[];
  /** Several templates share each creation time. */
  ties: boolean;
}

const defaultSizes: readonly number[] = [0, 1, 2, 24, 25, 26, 99, 100, 101];
// Not a multiple of the group, so the last group is cut short.
const tieSize = 38;
const tieGroup = 4;
const hour = 60 * 60 * 1000;

function template(accountNo: number, n: number, createdAt: number): FixtureTemplate {
  const at = new Date(createdAt).toISOString().replace('.000Z', 'Z');
  return approvedTemplate({
    id: `39${String(accountNo).padStart(3, '0')}${String(n).padStart(10, '0')}`,
    name: `listing_walk_${n}`,
    at,
    local_copy: true,
    components: [{ type: 'BODY', text: `Listing walk ${n}` }],
  });
}

/**
 * `base` plus one number per catalogue size (the sizes around 25 and 100 unless `sizes` names
 * others) and the account with shared creation times.
 */
export function listingWorld(base: World, sizes: readonly number[] = defaultSizes): { world: World; accounts: SizedAccount[] } {
  const world = structuredClone(base);
  world.name = `${base.name}-listing-sizes`;
  const start = Date.parse(base.clock.start);
  const accounts: SizedAccount[] = [];
  const plan = [...sizes.map((size) => ({ size, ties: false })), { size: tieSize, ties: true }];
  plan.forEach(({ size, ties }, accountNo) => {
    const phoneNumberId = `1900000000000${String(accountNo).padStart(2, '0')}`;
    const businessAccountId = `2900000000000${String(accountNo).padStart(2, '0')}`;
    const token = `fixture-token-listing-${accountNo}`;
    // Newest first by construction: template n is n hours (or n / tieGroup hours) before the start.
    const templates = Array.from({ length: size }, (_, n) => template(accountNo, n, start - (1 + (ties ? Math.floor(n / tieGroup) : n)) * hour));
    world.business_accounts.push({ id: businessAccountId, workspace_id: 'ws_main', name: `Listing ${size}`, templates });
    world.numbers.push({
      phone_number_id: phoneNumberId,
      display_phone_number: `+1 202-555-09${String(accountNo).padStart(2, '0')}`,
      business_account_id: businessAccountId,
      workspace_id: 'ws_main',
      token,
      connection: 'CONNECTED',
      takeover: { enabled: false, window_minutes: 60 },
      quality_rating: 'GREEN',
      throughput_mps: 80,
    });
    accounts.push({ phoneNumberId, token, businessAccountId, templateIds: templates.map((t) => t.id), ties });
  });
  const checked = parseWorld(world);
  if (!checked.ok) throw new Error(`the listing world is invalid:\n  ${checked.problems.join('\n  ')}`);
  return { world: noteWorld(checked.world), accounts };
}
