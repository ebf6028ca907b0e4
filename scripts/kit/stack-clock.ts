/**
 * The stack's time: the gateway's clock, moved through its control plane (which also runs the
 * delivery retries that fell due), and the platform mock's, moved by the same span so both sides
 * agree on windows and rate limits. Both follow real time between moves.
 */
import type { Gateway } from '../../mocks/reference/index.ts';
import type { RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { StackActionError, StackOptionError } from './kit-errors.ts';
import type { StackClock, StackDuration } from './kit-types.ts';

const units = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 } as const;
const isoDuration = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Whole seconds in a duration: an ISO 8601 span of days, hours, minutes and seconds, or its parts. */
export function durationSeconds(by: StackDuration): number {
  const bad = (why: string): never => {
    throw new StackOptionError('clock.advance(by)', `clock.advance: ${why} (got ${JSON.stringify(by)})`);
  };
  if (typeof by === 'string') {
    const match = isoDuration.exec(by);
    if (!match || by === 'P' || by.endsWith('T')) return bad('give an ISO 8601 duration of days, hours, minutes and seconds, such as PT25H or P1DT30M');
    const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
    return Number(days) * units.days + Number(hours) * units.hours + Number(minutes) * units.minutes + Number(seconds);
  }
  if (typeof by !== 'object' || by === null) return bad('give an ISO 8601 duration or { days, hours, minutes, seconds }');
  let total = 0;
  for (const [name, value] of Object.entries(by)) {
    if (!(name in units)) bad(`${name} is not a unit; use days, hours, minutes or seconds`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) bad(`${name} must be a whole number of 0 or more`);
    total += (value as number) * units[name as keyof typeof units];
  }
  return total;
}

export interface KitClock extends StackClock {
  /** The stack's time at a real instant (the gateway's offset then). */
  at(realMs: number): number;
  /** Back to real time on both sides. */
  realign(): void;
}

export function stackClock(gateway: () => Gateway, upstream: RunningHandsetMock, controlUrl: string, controlToken: string): KitClock {
  // Each move shifts the stack's time from real time: [real instant, offset from then on].
  let shifts: [number, number][] = [[0, 0]];
  const offsetAt = (realMs: number) => shifts.findLast(([from]) => from <= realMs)?.[1] ?? 0;
  return {
    now: () => new Date(gateway().clock.now()),
    at: (realMs) => realMs + offsetAt(realMs),
    async advance(by) {
      const seconds = durationSeconds(by);
      const response = await fetch(`${controlUrl}/clock/advance`, { method: 'POST', headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });
      if (response.status !== 200) throw new StackActionError(`clock.advance: the gateway refused to move its clock (${response.status}): ${await response.text()}`);
      await upstream.control.advanceClock(seconds);
      shifts.push([Date.now(), gateway().clock.now() - Date.now()]);
      return new Date(gateway().clock.now());
    },
    realign() {
      const now = Date.now();
      gateway().clock.set(now);
      upstream.mock.clock.set(now);
      shifts = [[0, 0]];
    },
  };
}
