/** A message the platform accepted, as the mock keeps it (in the bounded store of `message-store.ts`). */
import type { components } from '../../../contracts/types/upstream.ts';

type Schemas = components['schemas'];

export type OutboundStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'played' | 'failed';

export interface SentMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  /**
   * What kind of message it is. The request itself is in the journal; a copy per stored message
   * (a hundred thousand by default) was the largest thing the mock kept alive and nothing read it.
   */
  type: Schemas['SendMessageRequest']['type'];
  status: OutboundStatus;
  at: number;
}
