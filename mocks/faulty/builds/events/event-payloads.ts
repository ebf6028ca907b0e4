/**
 * Section 6 (and 2.2, 2.3, 3.1, 3.2, 4.3): what an event's delivery carries. Each build gets one
 * value of a payload wrong, or the body as a whole, in the delivery body part every attempt sends.
 * The layout is the reference's own (decision A67); the checks look for values, not paths (A54).
 */
import { eventBody } from '../../../reference/index.ts';
import type { GatewayEvent } from '../../../reference/index.ts';
import type { Breaks, FaultyBuild } from '../../faulty-build.ts';

type Payload = Record<string, unknown>;

interface PayloadFault {
  name: string;
  section: string;
  deviation: string;
  breaks: Breaks;
  /** The event as this build serialises it; `undefined` leaves it as it is. */
  change?: (event: GatewayEvent) => GatewayEvent | undefined;
  /** The body bytes instead, for a build that gets the body itself wrong. */
  body?: (event: GatewayEvent) => Buffer;
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/u;

// Dates serialised from an unset field: every time in the payload comes out as the epoch.
const zeroTimes = (value: unknown): unknown =>
  typeof value === 'string' && isoTime.test(value)
    ? '1970-01-01T00:00:00.000Z'
    : Array.isArray(value)
      ? value.map(zeroTimes)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, zeroTimes(v)]))
        : value;

const payloadOf = (event: GatewayEvent, name: GatewayEvent['name'], change: (payload: Payload) => Payload): GatewayEvent | undefined =>
  event.name === name ? { ...event, payload: change(event.payload) } : undefined;

const faults: readonly PayloadFault[] = [
  {
    name: 'failed-status-without-reason',
    section: '3.1',
    deviation: 'A FAILED message.status event carries no failure reason.',
    breaks: { '3.1-failed-carries-reason': ['failed-reason-on-event'], '3.1-late-refusals': ['late-refusal-as-failed-event'] },
    change: (event) => payloadOf(event, 'message.status', (p) => (p.status === 'FAILED' ? { ...p, failure_reason: null, message: { ...(p.message as Payload), failure_reason: null } } : p)),
  },
  {
    name: 'template-status-stale',
    section: '3.2',
    deviation: 'A template.status event carries the status the template had before the change instead of the new one.',
    breaks: { '3.2-status-change-event': ['paused-change-event', 'rejected-change-event'], '6-template-status-payload': ['status'] },
    change: (event) => payloadOf(event, 'template.status', (p) => ({ ...p, status: 'APPROVED' })),
  },
  {
    name: 'template-status-without-reason',
    section: '6',
    deviation: 'A template.status event carries neither the platform’s reason nor the quality score.',
    breaks: { '6-template-status-payload': ['reason', 'quality-score', 'looked-up-template-quality'] },
    change: (event) => payloadOf(event, 'template.status', (p) => ({ ...p, reason: null, quality_score: null })),
  },
  {
    name: 'tap-without-option-id',
    section: '2.3',
    deviation: 'A message.received event for a tapped button or row carries its title but not its id.',
    breaks: { '2.3-tapped-id-returned': ['button-tap-id', 'row-tap-id'], '6-message-received': ['button-tap-received', 'row-tap-received'] },
    change: (event) => payloadOf(event, 'message.received', (p) => ({ ...p, option_id: null })),
  },
  {
    name: 'quick-reply-without-payload',
    section: '2.4',
    deviation: 'A message.received event for a quick-reply tap carries the button text without the payload.',
    breaks: { '2.4-quick-reply-tap': ['quick-reply-tap-text-and-payload'], '6-message-received': ['quick-reply-received'] },
    change: (event) => payloadOf(event, 'message.received', (p) => (typeof p.content === 'string' ? { ...p, content: p.content.replace(/\s*\[.*\]$/u, '') } : p)),
  },
  {
    name: 'inbound-media-without-url',
    section: '2.2',
    deviation: 'A message.received event for inbound media carries its type and name but no URL.',
    breaks: { '2.2-inbound-media': ['inbound-media-url'] },
    change: (event) => payloadOf(event, 'message.received', (p) => (p.media && typeof p.media === 'object' ? { ...p, media: { ...(p.media as Payload), url: null } } : p)),
  },
  {
    name: 'payload-times-unset',
    section: '6',
    deviation: 'Every time a payload carries (occurred_at, the record’s times, received_at, status_at) is the zero time, 1970-01-01T00:00:00.000Z, so payloads give no order to sequence events by.',
    breaks: { '6-payload-timestamps': ['payload-time-of-event', 'hour-apart-in-order'] },
    change: (event) => ({ ...event, at: 0, payload: zeroTimes(event.payload) as Payload }),
  },
  {
    name: 'delivery-body-not-json',
    section: '4.3',
    deviation: 'A delivery’s body is prefixed with )]}\' and a new line, as some APIs guard JSON, so it is no longer JSON.',
    breaks: { '4.3-post-json': ['post-with-json-body'] },
    body: (event) => Buffer.concat([Buffer.from(")]}'\n"), eventBody(event)]),
  },
];

/** One build per payload value. */
export const eventPayloads: readonly FaultyBuild[] = faults.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.section,
  breaks: f.breaks,
  parts: (reference) => ({ eventBody: f.body ?? ((event) => reference.eventBody(f.change?.(event) ?? event)) }),
}));
