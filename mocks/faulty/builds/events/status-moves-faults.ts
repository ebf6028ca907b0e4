/**
 * Section 3.1: the platform's reports move a message to DELIVERED, READ or FAILED, each filling its
 * timestamp, and each is passed on as message.status. Each build gets one move wrong in the part
 * that maps the platform's statuses.
 */
import type { FaultyBuild } from '../../faulty-build.ts';

// A status table that forgot a row.
export const deliveredNotPassedOn: FaultyBuild = {
  name: 'delivered-not-passed-on',
  deviation: 'The platform’s delivered status is dropped: the message stays SENT, and no message.status is sent for it.',
  section: '3.1',
  breaks: {
    '3.1-platform-moves-status': ['delivered-passed-on'],
    '3.1-status-values': ['delivered-event'],
    '3.1-status-times-filled': ['delivered-at-filled'],
    '4.1-accepted-not-delivered': ['status-reported-later'],
  },
  parts: (reference) => ({ statusMoves: { ...reference.statusMoves, delivered: undefined } }),
};

// A copy-and-paste slip in the table: read stamps the delivery time.
export const readStampsDeliveredAt: FaultyBuild = {
  name: 'read-stamps-delivered-at',
  deviation: 'The platform’s read status fills delivered_at instead of read_at.',
  section: '3.1',
  breaks: { '3.1-status-times-filled': ['read-at-filled'] },
  parts: (reference) => ({ statusMoves: { ...reference.statusMoves, read: { status: 'READ', field: 'delivered_at' } } }),
};
