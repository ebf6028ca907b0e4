/** Identifiers the spec leaves to the service: message ids are "the service's own" (section 2.2). */
import { randomUUID } from 'node:crypto';
import type { AllowedVariant } from '../allowed-variant.ts';

export const messageIdsAsUuids: AllowedVariant = {
  name: 'message-ids-as-uuids',
  decision: 'id format',
  sections: ['2.2'],
  change: 'Message ids are bare random UUIDs instead of msg_-prefixed ULIDs.',
  options: () => ({ messageIds: () => randomUUID() }),
};
