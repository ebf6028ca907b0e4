/** The templates a listing draws from, as the reference's page step sees them (sections 3.2, 4.2). */
import type { ListContext } from '../../reference/listing/list-context.ts';
import type { LocalTemplate } from '../../reference/templates/local-template.ts';
import { sendability } from '../../reference/templates/sendability.ts';

const sendableByTable = (template: LocalTemplate): boolean => sendability(template.status).sendable;

/**
 * The caller's local copies that pass the query's `sendable` filter, in stored order. `sendable`
 * decides which copies count as sendable: the reference's table unless a build has its own rule.
 */
export function listedTemplates(context: ListContext, sendable: (template: LocalTemplate) => boolean = sendableByTable): LocalTemplate[] {
  const { query, caller, gateway } = context;
  if (!query || !caller) return [];
  const held = gateway.state.templates.get(caller.number.businessAccountId) ?? [];
  return query.sendable === undefined ? held : held.filter((t) => sendable(t) === query.sendable);
}

/** The `limit` parameter replaced (or removed, with `undefined`) before the query is read. */
export function withLimit(context: ListContext, limit: string | undefined): void {
  const query = new URLSearchParams(context.input.query);
  query.delete('limit');
  if (limit !== undefined) query.append('limit', limit);
  context.input = { ...context.input, query };
}
