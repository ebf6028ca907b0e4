/**
 * The listing's page step with equal creation times broken by id descending (decision A42
 * leaves ties open): the reference's page in every other respect, its cursors included.
 */
import { issueCursor } from '../../reference/listing/cursor.ts';
import type { ListContext } from '../../reference/listing/list-context.ts';
import { positionOf, type Position } from '../../reference/listing/newest-first.ts';
import { templateRecord } from '../../reference/listing/template-record.ts';
import { jsonReply } from '../../reference/pipeline/reply.ts';
import type { LocalTemplate } from '../../reference/templates/local-template.ts';
import { sendability } from '../../reference/templates/sendability.ts';

function compare(a: Position, b: Position): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

export function equalTimesIdDescendingPage(context: ListContext) {
  const { query, caller, gateway } = context;
  if (!query || !caller) return undefined;
  const held = gateway.state.templates.get(caller.number.businessAccountId) ?? [];
  const kept = query.sendable === undefined ? held : held.filter((t) => sendability(t.status).sendable === query.sendable);
  const ordered = [...kept].sort((a, b) => compare(positionOf(a), positionOf(b)));
  const after = context.after;
  const start = after === undefined ? 0 : ordered.findIndex((t) => compare(positionOf(t), after) > 0);
  const rest: LocalTemplate[] = start === -1 ? [] : ordered.slice(start);
  const items = rest.slice(0, query.limit);
  const last = items.at(-1);
  const next = rest.length > query.limit && last ? positionOf(last) : undefined;
  const scope = { phoneNumberId: caller.number.phoneNumberId, sendable: query.sendable };
  return jsonReply(200, { items: items.map(templateRecord), next_cursor: next ? issueCursor(gateway.cursorSecret, scope, next) : null, has_more: next !== undefined });
}
