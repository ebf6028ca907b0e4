/**
 * Which of the platform's statuses move a message, and the record field each stamps (sections 2.2,
 * 3.1). A part of the gateway (`gateway-parts.ts`), so a build may announce SENT as well (A53).
 */
import type { MessageRecord, MessageStatus } from '../../messages/message-record.ts';

/** The platform's statuses that move a message, and the record field each one stamps. */
export type StatusMoves = Readonly<Record<string, { status: MessageStatus; field: keyof MessageRecord } | undefined>>;

/** The reference's moves: `sent` is left out, since every accepted send is SENT already (A53). */
export const statusMoves: StatusMoves = {
  delivered: { status: 'DELIVERED', field: 'delivered_at' },
  read: { status: 'READ', field: 'read_at' },
  played: { status: 'PLAYED', field: 'played_at' },
  failed: { status: 'FAILED', field: 'failed_at' },
};
