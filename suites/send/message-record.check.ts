// Sections 2.2 and 3.1: the message record a successful send answers with. It is SENT and
// OUTBOUND, carries the platform's id for the message, times in ISO 8601 UTC, and the content
// rules of 2.2 (the text itself; `[template:<name>]`, `template_name` and `source` HUMAN on a
// template). Fields the spec leaves open are warnings or reference-profile checks (A33 to A36).
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { isUtcTimestamp, referenceTimestamp } from '../support/assertions/utc-timestamp.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { freeFormTo, freeFormTypes, type FreeFormType, plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
type Kind = FreeFormType | 'template';
const allKinds: readonly Kind[] = [...freeFormTypes, 'template'];

function bodyOf(kind: Kind, words?: string): Record<string, unknown> {
  const to = castOf(run().world).customers.inWindow;
  return kind === 'template' ? plainTemplateTo(to) : freeFormTo(kind, to, words);
}

/** Sends as the main number; answers the record and the id the platform gave the message. */
async function sendRecord(body: Record<string, unknown>): Promise<{ record: MessageRecord; platformId: unknown }> {
  const { api, upstream, world } = run();
  upstream.pace(6);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: castOf(world).main.token, body });
  expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(200);
  const sent = upstream.sendsSince(mark);
  expect(sent).toHaveLength(1);
  const answered = sent[0]?.response?.body as { messages?: { id?: unknown }[] } | undefined;
  return { record: response.json as MessageRecord, platformId: answered?.messages?.[0]?.id };
}

const laterTimes = ['delivered_at', 'read_at', 'played_at', 'failed_at', 'failure_reason'] as const;

/** What section 2.2 and A34/A35 require of every record of a fresh send. */
function expectFreshRecord(record: MessageRecord, platformId: unknown, what: string): void {
  expect(typeof record.id === 'string' && record.id.length > 0, `${what}: id`).toBe(true);
  expect([record.direction, record.status], `${what}: direction and status`).toEqual(['OUTBOUND', 'SENT']);
  expect(typeof record.source, `${what}: source`).toBe('string');
  expect(typeof platformId === 'string' && platformId.length > 0, `${what}: the platform answered an id`).toBe(true);
  expect(record.wa_message_id, `${what}: wa_message_id is the platform's id`).toBe(platformId);
  expect(isUtcTimestamp(record.created_at), `${what}: created_at ${record.created_at}`).toBe(true);
  expect(record.sent_at == null || isUtcTimestamp(record.sent_at), `${what}: sent_at ${String(record.sent_at)}`).toBe(true);
  for (const field of laterTimes) expect(record[field] ?? null, `${what}: ${field} is not known at send time`).toBeNull();
}

// Section 3.1: "(none) → SENT when accepted by the upstream platform: 200 with the message record".
// Every free-form type here; the template's record, the same way, in template-record-content.
check({ id: 'every-send-type-is-sent', section: '3.1', title: 'a 200 send of any free-form type answers an OUTBOUND record in status SENT with the platform message id', decisions: ['A34', 'A35'], asserts: { '2.1-type-values': ['each-type-sent'], '2.2-id-own': ['id-is-string'], '2.2-direction-outbound': ['outbound-on-send'], '2.2-source': ['source-is-string'], '2.2-wa-message-id': ['wa-message-id-is-platform-id'], '2.2-times-null-until-known': ['created-at-utc', 'later-times-null-at-send'], '2.2-failure-reason': ['failure-reason-string-or-null'], '2.2-created-at': ['created-at-utc'], '2.3-three-kinds': ['buttons-sent', 'list-sent', 'cta-url-sent'], '2.6-no-envelope': ['send-not-wrapped'], '3.1-status-values': ['sent-on-send'], '3.1-accepted-send-is-sent': ['text-send-200-sent'] } }, async () => {
  await run().provision();
  for (const kind of freeFormTypes) {
    const { record, platformId } = await sendRecord(bodyOf(kind));
    expectFreshRecord(record, platformId, kind);
  }
});

// Section 2.2: `content` is the text body; `redacted` is true only for one-time codes.
check({ id: 'text-record-content', section: '2.2', title: 'a text send records message_type text, the text as content, redacted false, and a new id each time', decisions: ['A34', 'A35'], asserts: { '2.2-id-own': ['id-is-string', 'id-new-each-send'], '2.2-message-type': ['text-message-type'], '2.2-content-text': ['content-is-text'], '2.2-redacted': ['redacted-false-otherwise'] } }, async () => {
  await run().provision();
  const words = ['Your parcel left the depot.', 'Ünïcödé ✓ and "quotes" \\ survive'];
  const records = [];
  for (const text of words) {
    const { record, platformId } = await sendRecord(bodyOf('text', text));
    expectFreshRecord(record, platformId, text);
    expect([record.message_type, record.content, record.redacted], text).toEqual(['text', text, false]);
    records.push(record);
  }
  expect(records[0]?.id).not.toBe(records[1]?.id);
  expect(records[0]?.wa_message_id).not.toBe(records[1]?.wa_message_id);
});

// Section 2.2: for a template, content `[template:<template_name>]`, `template_name` present,
// `source` HUMAN (also decision A33).
check({ id: 'template-record-content', section: '2.2', title: 'a template send answers an OUTBOUND record in status SENT with the platform message id, and records [template:<name>] as content, template_name, source HUMAN', decisions: ['A33', 'A34', 'A35'], asserts: { '2.1-type-values': ['each-type-sent'], '3.1-status-values': ['sent-on-send'], '2.2-message-type': ['template-message-type'], '2.2-content-template': ['content-template-name'], '2.2-source': ['source-is-string', 'template-source-human'], '2.2-template-name': ['template-name-on-record'], '2.2-redacted': ['redacted-false-otherwise'] } }, async () => {
  await run().provision();
  const { record, platformId } = await sendRecord(bodyOf('template'));
  expectFreshRecord(record, platformId, 'template');
  expect({ message_type: record.message_type, content: record.content, template_name: record.template_name, source: record.source, redacted: record.redacted }).toEqual({
    message_type: 'template',
    content: '[template:thank_you]',
    template_name: 'thank_you',
    source: 'HUMAN',
    redacted: false,
  });
});

// Section 2.2 lists the media and interactive fields without their send-time values (A36):
// their JSON types are the contract's (checked on every answer), their values only warnings.
check({ id: 'media-and-interactive-records', section: '2.2', title: 'media and interactive sends answer fresh records; their media and interactive values are noted, not judged', decisions: ['A34', 'A35', 'A36'], asserts: { '2.2-message-type': [], '2.2-media-fields': ['media-fields-string-or-null'], '2.2-interactive-and-referral': ['interactive-and-referral-object-or-null'], '2.2-redacted': ['redacted-false-otherwise'] } }, async (context: TestContext) => {
  await run().provision();
  const warnings = new Warnings();
  for (const kind of freeFormTypes.filter((k) => k !== 'text')) {
    const body = bodyOf(kind);
    const { record, platformId } = await sendRecord(body);
    expectFreshRecord(record, platformId, kind);
    expect(record.redacted, kind).toBe(false);
    const expectedType = ['buttons', 'list', 'cta_url'].includes(kind) ? 'interactive' : kind;
    if (record.message_type !== expectedType) warnings.add(`A36: ${kind} send recorded message_type ${JSON.stringify(record.message_type)}`);
    if (expectedType !== 'interactive' && record.media_url !== body.media_url) warnings.add(`A36: ${kind} send recorded media_url ${JSON.stringify(record.media_url)}`);
    if (expectedType === 'interactive' && (record.interactive ?? null) === null) warnings.add(`A36: ${kind} send recorded no interactive object`);
  }
  await warnings.report(context);
});

// Decisions A33 to A36, reference profile: every field present, nulls explicit, exact formats.
check({ id: 'record-fields-as-reference', section: '2.2', title: 'every 2.2 field is present, times are YYYY-MM-DDTHH:mm:ss.sssZ, sent_at equals created_at, free-form source is API', profile: 'reference', decisions: ['A33', 'A34', 'A35', 'A36'], asserts: { '2.2-message-type': ['text-message-type', 'template-message-type', 'media-message-types'], '2.2-media-fields': ['media-fields-string-or-null'], '2.2-interactive-and-referral': ['interactive-and-referral-object-or-null'], '2.2-times-null-until-known': ['created-at-utc', 'later-times-null-at-send'], '2.2-created-at': ['created-at-utc'] } }, async () => {
  await run().provision();
  const fields = ['id', 'direction', 'message_type', 'content', 'status', 'source', 'wa_message_id', 'media_url', 'media_mime_type', 'media_filename', 'media_duration_ms', 'interactive', 'referral', 'sent_at', 'delivered_at', 'read_at', 'played_at', 'failed_at', 'failure_reason', 'template_name', 'redacted', 'created_at'];
  for (const kind of allKinds) {
    const body = bodyOf(kind);
    const { record } = await sendRecord(body);
    expect(Object.keys(record).sort(), kind).toEqual([...fields].sort());
    expect(record.created_at, kind).toMatch(referenceTimestamp);
    expect(record.sent_at, kind).toBe(record.created_at);
    expect(record.source, kind).toBe(kind === 'template' ? 'HUMAN' : 'API');
    const interactive = ['buttons', 'list', 'cta_url'].includes(kind);
    expect(record.message_type, kind).toBe(interactive ? 'interactive' : kind);
    if (interactive) expect(record.interactive, kind).toEqual(body.interactive);
    else if (kind !== 'text' && kind !== 'template') expect([record.media_url, record.media_mime_type], kind).toEqual([body.media_url, null]);
    if (kind === 'document') expect(record.media_filename).toBe(body.media_filename);
  }
});
