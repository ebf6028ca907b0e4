/**
 * For the generated builds' own test: one probe per build, made from what it changes, that the
 * build answers otherwise than the reference. A probe asks at the value where the two disagree:
 * a length or count at the larger of the two limits (or the smaller of two minimums), a window,
 * a key or an attempt half a unit past the shorter duration, a length in characters the other
 * unit counts as more.
 */
import type { LimitKey } from '../../reference/limits/contract-sites.ts';
import { limitAt } from '../../reference/limits/contract-sites.ts';
import { specLimits } from '../../reference/limits/spec-limits.ts';
import { deliveryLogOf } from '../../reference/deliveries/delivery-log.ts';
import { fixture, type Probe, type Probed } from '../test-kit.ts';
import { buttons, list, template, text } from '../probes/send-bodies.ts';
import type { GeneratedFault, LengthUnit, NumberChange } from './generated-fault.ts';
import { tableProbes } from './table-probes.ts';

const listOf = (interactive: Record<string, unknown>) => ({ to: fixture.inWindow, type: 'interactive', interactive: { type: 'list', body: 'Pick one', ...interactive } });
const section = (rows: Record<string, unknown>[], title = 'Part 1') => ({ title, rows });
const row = (description?: string) => ({ id: 'row-1', title: 'Row 1', ...(description === undefined ? {} : { description }) });

/** A send whose value at the site of `key` is `value`. */
const bodyWith: Partial<Record<LimitKey, (value: string) => unknown>> = {
  text: (value) => text(value),
  mediaCaption: (value) => ({ to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg', media_caption: value }),
  footer: (value) => ({ ...buttons(['a', 'b']), interactive: { ...buttons(['a', 'b']).interactive, footer: value } }),
  buttonText: (value) => listOf({ button_text: value, sections: [section([row()])] }),
  sectionTitle: (value) => listOf({ sections: [section([row()], value)] }),
  rowDescription: (value) => listOf({ sections: [section([row(value)])] }),
  'oneTimeCode.max': (value) => template('otp_login', [value]),
};

const status = async (g: Probed, body: unknown) => (await g.send(body)).status;

/** The platform's `button` of the last interactive list it received. */
function lastListButton(g: Probed): unknown {
  const sends = g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages'));
  return (sends.at(-1)?.body as { interactive?: { action?: { button?: unknown } } } | undefined)?.interactive?.action?.button;
}

const hourS = 3600;
const dayS = 24 * hourS;

function movedProbe(change: Extract<NumberChange, { kind: 'moved' }>): Probe {
  const { key } = change;
  const from = change.from as number;
  const to = change.to as number;
  const larger = Math.max(from, to);
  const smaller = Math.min(from, to);
  const site = bodyWith[key];
  if (site) return (g) => status(g, site('x'.repeat(larger)));
  switch (key) {
    case 'buttons':
      return (g) => status(g, buttons(Array.from({ length: larger }, (_, i) => `choice-${i}`)));
    case 'rows.max':
      return (g) => status(g, list([larger]));
    case 'rows.min':
      return (g) => status(g, listOf({ sections: smaller === 0 ? [section([])] : [section(Array.from({ length: smaller }, (_, i) => ({ id: `row-${i}`, title: `Row ${i}` })))] }));
    case 'oneTimeCode.min':
      return (g) => status(g, template('otp_login', ['7'.repeat(smaller)]));
    case 'listingLimit.max':
      return async (g) => (await g.list(`limit=${larger}`)).status;
    case 'listingLimit.min':
      return async (g) => (await g.list(`limit=${smaller}`)).status;
    case 'listingLimit.default':
      return async (g) => ((await g.list()).json as { items?: unknown[] }).items?.length;
    case 'typeDefault':
      return (g) => status(g, { to: fixture.inWindow, text: 'No type given.' });
    case 'buttonTextDefault':
      return async (g) => {
        await g.send(listOf({ sections: [section([row()])] }));
        return lastListButton(g);
      };
    case 'windowHours':
      // The customer wrote half an hour before the world's start.
      return async (g) => {
        await g.advance(smaller * hourS);
        return status(g, text());
      };
    case 'keyRetentionHours':
      return async (g) => {
        await g.send(template('thank_you'), { key: 'retention-probe' });
        await g.advance(smaller * hourS + hourS / 2);
        return (await g.send(template('thank_you'), { key: 'retention-probe' })).headers['idempotency-replayed'] ?? null;
      };
    case 'failedDeliveriesBeforeDisable':
      return async (g) => {
        let health = { consecutiveFailedEvents: 0, disabledAt: null as number | null };
        for (let i = 0; i < smaller; i++) health = g.gateway.parts.afterEvent(health, false, i, g.gateway.limits.failedDeliveriesBeforeDisable);
        return health.disabledAt;
      };
    case 'attemptHistoryDays':
      return async (g) => {
        const at = g.gateway.clock.now();
        const { attempts } = deliveryLogOf(g.gateway.state.deliveryLogs, 'sub_main_events');
        attempts.push({ deliveryId: '01JBXV0000000000000000TEST', event: 'message.sent', attempt: 1, startedAt: at, endedAt: at, delivered: false, status: 500, error: 'answered 500' });
        await g.advance(smaller * dayS + dayS / 2);
        return ((await g.control('GET', '/subscriptions/sub_main_events/deliveries')).json as { attempts?: unknown[] }).attempts?.length;
      };
    default:
      throw new Error(`no probe for a moved ${key}`);
  }
}

// Characters that one unit counts twice: é is two UTF-8 bytes, a character beyond the Basic
// Multilingual Plane (here MATHEMATICAL BOLD CAPITAL A, no emoji) two UTF-16 units.
const doubled: Record<LengthUnit, string> = { 'utf-8-bytes': '\u00e9', 'utf-16-units': '\u{1D400}' };

function countedProbe(change: Extract<NumberChange, { kind: 'counted' }>): Probe {
  const site = bodyWith[change.key];
  if (!site) throw new Error(`no probe for ${change.key} counted in another unit`);
  const limit = limitAt(specLimits, change.key) as number;
  return (g) => status(g, site(doubled[change.unit].repeat(limit)));
}

const attempt = { event: 'message.sent' as const, deliveryId: '01JBXV0000000000000000TEST', at: Date.parse('2026-11-02T09:00:00.000Z'), body: Buffer.from('{}'), secret: 'a-signing-secret-for-probes' };

/** The probe of a generated build. */
export function probeOf(fault: GeneratedFault): Probe {
  const { change } = fault;
  if (change.kind === 'moved') return movedProbe(change);
  if (change.kind === 'counted') return countedProbe(change);
  if (change.kind === 'stale-timestamp') return async (g) => g.gateway.parts.deliveryHeaders(attempt)['x-service-timestamp'];
  if (change.kind === 'served') return async (g) => (await g.request('GET', '/api/v2/openapi.json')).json;
  const probe = tableProbes[fault.name];
  if (!probe) throw new Error(`no probe for ${fault.name}`);
  return probe;
}
