/** Section 4.2: `limit` and `sendable` are read before the cursor (decision A13); 422 names each bad one. */
import { validationRefusal } from '../../errors/gateway-error.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import type { ListContext } from '../list-context.ts';
import { readListQuery } from '../list-query.ts';

export function checkQuery(context: ListContext) {
  const reading = readListQuery(context.input.query, context.gateway.limits.listingLimit);
  if (!reading.ok) return refusalReply(validationRefusal(reading.problems));
  context.query = reading.query;
  return undefined;
}
