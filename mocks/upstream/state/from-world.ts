/**
 * Builds the platform's state from a world fixture: the upstream part of the world (every
 * template, quality and throughput, handsets), with relative times turned into virtual instants.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { inboundMessage } from '../webhooks/inbound-message.ts';
import { MessageStore } from './message-store.ts';
import type { Customer, PlatformNumber, PlatformState, PlatformTemplate, TemplateComponent } from './model.ts';
import { platformStatus } from './template-status.ts';

export type { World };

const minute = 60_000;

/** A stable platform-style id for a message that existed before the world started. */
function historicId(waId: string, index: number): string {
  return `wamid.HIST${Buffer.from(`${waId}:${index}`).toString('base64url')}`;
}

/** `messageCapacity`: how many accepted messages the state keeps (the store's default unless given). */
export function stateFromWorld(world: World, messageCapacity?: number): PlatformState {
  const start = Date.parse(world.clock.start);
  const numbers = new Map<string, PlatformNumber>();
  const accountNames = new Map(world.business_accounts.map((account) => [account.id, account.name]));
  for (const n of world.numbers) {
    numbers.set(n.phone_number_id, {
      phoneNumberId: n.phone_number_id,
      displayPhoneNumber: n.display_phone_number,
      verifiedName: accountNames.get(n.business_account_id) ?? '',
      businessAccountId: n.business_account_id,
      token: n.token,
      connection: n.connection,
      qualityRating: n.quality_rating,
      throughputMps: n.throughput_mps,
    });
  }
  const templates = new Map<string, PlatformTemplate[]>();
  for (const account of world.business_accounts) {
    templates.set(
      account.id,
      account.templates.map((t) => ({
        id: t.id,
        businessAccountId: account.id,
        name: t.name,
        language: t.language,
        category: t.category,
        status: platformStatus(t.status),
        parameterFormat: t.parameter_format ?? 'POSITIONAL',
        components: structuredClone(t.components) as TemplateComponent[],
        qualityScore: t.quality_score ?? null,
        createdAt: Date.parse(t.created_at),
      })),
    );
  }
  const customers = new Map<string, Customer>();
  for (const c of world.customers) {
    customers.set(c.wa_id, {
      waId: c.wa_id,
      profileName: c.profile_name,
      inbound: c.inbound.map((m, i) => {
        const at = start - m.minutes_ago * minute;
        const id = historicId(c.wa_id, i);
        return { id, phoneNumberId: m.phone_number_id, at, message: inboundMessage('text', { from: c.wa_id, id, at }, { body: m.text }) };
      }),
    });
  }
  return {
    appSecret: world.upstream.app_secret,
    apiVersion: world.upstream.api_version,
    numbers,
    templates,
    customers,
    messages: new MessageStore(messageCapacity),
    acceptedCount: 0,
    webhookUrl: undefined,
  };
}
