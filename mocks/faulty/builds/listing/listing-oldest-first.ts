/** Section 4.2: "Every template on the connected number, newest first"; "Order is newest first." */
import { issueCursor } from '../../../reference/listing/cursor.ts';
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { compareNewestFirst, newestFirst, positionOf } from '../../../reference/listing/newest-first.ts';
import { templateRecord } from '../../../reference/listing/template-record.ts';
import { jsonReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { listedTemplates } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

// The store's natural order (oldest first), paged consistently in that order.
const oldestFirstPage = (): Step<ListContext> => (context) => {
  const { query, caller, gateway, after } = context;
  if (!query || !caller) return undefined;
  const ordered = newestFirst(listedTemplates(context)).reverse();
  const start = after === undefined ? 0 : ordered.findIndex((t) => compareNewestFirst(positionOf(t), after) < 0);
  const rest = start < 0 ? [] : ordered.slice(start);
  const items = rest.slice(0, query.limit);
  const last = items.at(-1);
  const more = rest.length > query.limit && last !== undefined;
  return jsonReply(200, {
    items: items.map(templateRecord),
    next_cursor: more ? issueCursor(gateway.cursorSecret, { phoneNumberId: caller.number.phoneNumberId, sendable: query.sendable }, positionOf(last)) : null,
    has_more: more,
  });
};

export const listingOldestFirst: FaultyBuild = {
  name: 'listing-oldest-first',
  deviation: 'Templates are listed oldest first.',
  section: '4.2',
  breaks: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages'] },
  caughtBy: { files: ['suites/listing/order.check.ts'], checks: ['listing-newest-first'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'page', oldestFirstPage) }),
};
