/**
 * Sections 2.6 and 4.2: the page itself, read from the local copies of the number's business
 * account only. The platform is never asked, so a listing answers while it is down (decision
 * A58) and shows only what the gateway holds (decision A48).
 */
import { jsonReply } from '../../pipeline/reply.ts';
import { issueCursor } from '../cursor.ts';
import type { ListContext } from '../list-context.ts';
import { newestFirst } from '../newest-first.ts';
import { pageAfter } from '../template-page.ts';
import { templateRecordsBy } from '../template-record.ts';

export function answerPage(context: ListContext) {
  const { query, caller, gateway } = context;
  if (!query || !caller) return undefined;
  const held = gateway.state.templates.get(caller.number.businessAccountId) ?? [];
  const kept = query.sendable === undefined ? held : held.filter((t) => gateway.sendability(t.status).sendable === query.sendable);
  const page = pageAfter(newestFirst(kept), context.after, query.limit);
  const scope = { phoneNumberId: caller.number.phoneNumberId, sendable: query.sendable };
  return jsonReply(200, {
    items: page.items.map(templateRecordsBy(gateway.sendability)),
    next_cursor: page.next ? issueCursor(gateway.cursorSecret, scope, page.next) : null,
    has_more: page.next !== undefined,
  });
}
