/**
 * Builds generated from the message record's table (section 2.2, with the statuses of 3.1 and the
 * bare answers of 2.6): each gets one field of an accepted send's answer wrong on its way out, the
 * way a serializer written from memory would. Fresh answers and replays pass through the same change.
 */
import type { Breaks } from '../faulty-build.ts';
import { jsonWire, sendRecord } from '../kit/json-wire.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Record_ = Record<string, unknown>;

interface FieldFault {
  name: string;
  field: string;
  deviation: string;
  breaks: Breaks;
  change: (record: Record_) => unknown;
}

const table = 'message record (2.2)';

const faults: readonly FieldFault[] = [
  {
    name: 'record-id-reused',
    field: 'id',
    deviation: 'Every accepted send is answered with one and the same id.',
    breaks: { '2.2-id-own': ['id-new-each-send'] },
    change: (record) => ({ ...record, id: 'msg_01JBXV00000000000000000000' }),
  },
  {
    name: 'record-direction-inbound',
    field: 'direction',
    deviation: 'A send is recorded with direction INBOUND.',
    breaks: { '2.2-direction-outbound': ['outbound-on-send'] },
    change: (record) => ({ ...record, direction: 'INBOUND' }),
  },
  {
    name: 'record-text-content-empty',
    field: 'content',
    deviation: 'The record of a text send has an empty content instead of the text.',
    breaks: { '2.2-content-text': ['content-is-text'] },
    change: (record) => (record.message_type === 'text' ? { ...record, content: '' } : record),
  },
  {
    name: 'record-template-source-api',
    field: 'source',
    deviation: 'A template send is recorded with source API instead of HUMAN.',
    breaks: { '2.2-source': ['template-source-human'] },
    change: (record) => (record.message_type === 'template' ? { ...record, source: 'API' } : record),
  },
  {
    name: 'record-platform-id-is-own-id',
    field: 'wa_message_id',
    deviation: "The record's wa_message_id repeats the service's own id instead of the platform's.",
    breaks: { '2.2-wa-message-id': ['wa-message-id-is-platform-id'] },
    change: (record) => ({ ...record, wa_message_id: record.id }),
  },
  {
    name: 'record-media-url-as-object',
    field: 'media_url',
    deviation: 'A media send is recorded with media_url as an object holding the link instead of a string.',
    breaks: { '2.2-media-fields': ['media-fields-string-or-null'] },
    change: (record) => (typeof record.media_url === 'string' ? { ...record, media_url: { link: record.media_url } } : record),
  },
  {
    name: 'record-interactive-as-text',
    field: 'interactive',
    deviation: 'An interactive send is recorded with interactive as a JSON string instead of an object.',
    breaks: { '2.2-interactive-and-referral': ['interactive-and-referral-object-or-null'] },
    change: (record) => (record.interactive !== null && record.interactive !== undefined ? { ...record, interactive: JSON.stringify(record.interactive) } : record),
  },
  {
    name: 'record-delivered-at-on-send',
    field: 'delivered_at',
    deviation: 'An accepted send is recorded as delivered at once: delivered_at is the time of the send.',
    breaks: { '2.2-times-null-until-known': ['later-times-null-at-send'] },
    change: (record) => ({ ...record, delivered_at: record.created_at }),
  },
  {
    name: 'record-failure-reason-as-object',
    field: 'failure_reason',
    deviation: 'The record gives failure_reason as an empty object instead of a string or null.',
    breaks: { '2.2-failure-reason': ['failure-reason-string-or-null'] },
    change: (record) => ({ ...record, failure_reason: {} }),
  },
  {
    name: 'record-without-template-name',
    field: 'template_name',
    deviation: 'The record of a template send leaves template_name out.',
    breaks: { '2.2-template-name': ['template-name-on-record'] },
    change: ({ template_name: _, ...record }) => record,
  },
  {
    name: 'record-code-send-not-redacted',
    field: 'redacted',
    deviation: 'The record of a one-time-code send says redacted false.',
    breaks: { '2.2-redacted': ['redacted-true-for-code'] },
    change: (record) => ({ ...record, redacted: false }),
  },
  {
    name: 'record-created-at-local-time',
    field: 'created_at',
    deviation: 'The record gives created_at and sent_at in local time with an offset of +01:00 instead of UTC.',
    breaks: { '2.2-created-at': ['created-at-utc'], '2.2-times-null-until-known': ['created-at-utc'] },
    change: (record) => {
      const local = (iso: unknown) => (typeof iso === 'string' ? new Date(Date.parse(iso) + 3_600_000).toISOString().replace('Z', '+01:00') : iso);
      return { ...record, created_at: local(record.created_at), sent_at: local(record.sent_at) };
    },
  },
  {
    name: 'record-status-lower-case',
    field: 'status',
    deviation: 'An accepted send is recorded with status sent, in lower case.',
    breaks: { '3.1-status-values': ['sent-on-send'], '3.1-accepted-send-is-sent': ['text-send-200-sent', 'template-send-200-sent', 'one-time-code-send-200-sent'] },
    change: (record) => ({ ...record, status: 'sent' }),
  },
  {
    name: 'send-answer-wrapped',
    field: '(the answer itself)',
    deviation: 'An accepted send is answered {"data": record} instead of the record itself.',
    breaks: { '2.6-no-envelope': ['send-not-wrapped'] },
    change: (record) => ({ data: record }),
  },
];

/** One build per field of the table. */
export const recordFields: readonly GeneratedFault[] = faults.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.name === 'record-status-lower-case' ? '3.1' : f.name === 'send-answer-wrapped' ? '2.6' : '2.2',
  breaks: f.breaks,
  change: { kind: 'table-entry', table, entry: f.field },
  wire: jsonWire(sendRecord, f.change),
}));
