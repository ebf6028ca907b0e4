// Section 3.1: as the platform reports a message DELIVERED, READ or FAILED, "timestamp fields
// (delivered_at, read_at, played_at, failed_at) and failure_reason are filled as known". The
// public API reads no record after its send, so the record is read as the target keeps it
// through the control plane (capability message_records, decision A63). Only that each field is
// filled is asserted: its time form is judged elsewhere (A35), the reason's wording is the
// platform's, and an unknown field may be absent or null (A34).
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function sent(words: string): Promise<MessageRecord> {
  const { api, world } = run();
  const cast = castOf(world);
  const answer = await given('the send is accepted', () => api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, words) }), (response) => expect(response.status, response.text.slice(0, 300)).toBe(200));
  return answer.json as MessageRecord;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A time field's instant, compared to the second: the spec fixes no precision (A35). */
const secondOf = (value: unknown) => (typeof value === 'string' ? Math.floor(Date.parse(value) / 1000) : Number.NaN);

check({ id: 'status-moves-fill-record-times', section: '3.1', title: 'DELIVERED, READ and FAILED move the kept record to that status and fill delivered_at (not before the send), read_at, and failed_at and failure_reason', decisions: ['A34', 'A35', 'A63'], needs: ['message_records'], asserts: { '3.1-status-times-filled': ['delivered-at-filled', 'read-at-filled', 'failed-at-and-reason-filled', 'delivered-at-not-before-send', 'delivered-kept', 'read-kept', 'failed-kept', 'no-reason-when-delivered'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const { control, upstream } = run();

  const read = await sent('Your parcel is out for delivery.');
  const before = await control.messageRecord(read.id);
  expect([before.delivered_at ?? null, before.read_at ?? null, before.failed_at ?? null], 'no later time is known at the send').toEqual([null, null, null]);
  await upstream.reportStatus(read.wa_message_id, { status: 'delivered' });
  const delivered = await control.messageRecord(read.id);
  expect(filled(delivered.delivered_at), `delivered_at after DELIVERED: ${JSON.stringify(delivered.delivered_at)}`).toBe(true);
  expect(delivered.status, 'the status after DELIVERED').toBe('DELIVERED');
  expect(delivered.failure_reason ?? null, 'no failure is known of a delivered message').toBeNull();
  // A time "as known" is the time of the move, so never before the message was created.
  expect(secondOf(delivered.delivered_at), `delivered_at ${JSON.stringify(delivered.delivered_at)} is not before created_at ${read.created_at}`).toBeGreaterThanOrEqual(secondOf(read.created_at));
  await upstream.reportStatus(read.wa_message_id, { status: 'read' });
  const seen = await control.messageRecord(read.id);
  expect(filled(seen.read_at), `read_at after READ: ${JSON.stringify(seen.read_at)}`).toBe(true);
  expect(seen.status, 'the status after READ').toBe('READ');

  const failing = await sent('Your parcel could not be handed over.');
  await upstream.reportStatus(failing.wa_message_id, { status: 'failed', error: { code: 131026, details: 'Handset unreachable for 24 hours' } });
  const failed = await control.messageRecord(failing.id);
  expect(filled(failed.failed_at), `failed_at after FAILED: ${JSON.stringify(failed.failed_at)}`).toBe(true);
  expect(filled(failed.failure_reason), `failure_reason after FAILED: ${JSON.stringify(failed.failure_reason)}`).toBe(true);
  expect(failed.status, 'the status after FAILED').toBe('FAILED');
});
