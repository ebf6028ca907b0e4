/**
 * Sends with the 24-hour window open or closed (section 1): a free-form message or a template,
 * from one of three numbers, to a customer inside the window, one whose window closed, or one
 * who never wrote; sometimes the customer writes first (to the sending number or to another),
 * and, when both sides can move their clocks, hours pass before or after. Hours are whole and
 * the fixture's last messages sit half an hour off the hour, so no send falls within 30 minutes
 * of the window's edge (A37). A window opened only by a message to another number is open to
 * either verdict (A38). Only plain texts open windows (A39).
 */
import fc from 'fast-check';
import { freeFormTo, freeFormTypes, plainTemplateTo } from '../../run/send-examples.ts';
import type { Cast, CastNumber } from '../../world/cast.ts';
import type { DifferentialCase, Step } from '../case-step.ts';
import { customerWrites, sendStep, type Caller } from '../requests.ts';

type Sender = 'main' | 'noTakeover' | 'shared';
type Customer = 'inWindow' | 'windowClosed' | 'neverWrote';

export interface WindowCase {
  sender: Sender;
  customer: Customer;
  /** Where the customer writes during the case, if at all. */
  writes: 'none' | 'sender' | 'other';
  /** Hours that pass, and whether before or after the customer writes. */
  hours: number;
  hoursFirst: boolean;
  send: (typeof freeFormTypes)[number] | 'template';
}

const hour = 3600;
// The fixture's customers last wrote 30 minutes (inWindow) and 25 hours (windowClosed) before the start.
const lastWroteBeforeStart: Record<Customer, number | undefined> = { inWindow: 0.5, windowClosed: 25, neverWrote: undefined };
const customerText: Record<Customer, string> = { inWindow: 'a customer inside the window', windowClosed: 'a customer whose window closed', neverWrote: 'a customer who never wrote' };

/**
 * Whether the sending number's own window is open at the send, and whether a message to another
 * number happened within the last 24 hours (section 1; A38 leaves its effect open).
 */
export function windowAtSend(c: WindowCase): { open: boolean; otherNumberWrote: boolean } {
  const writtenHoursAgo = c.writes === 'none' ? undefined : c.hoursFirst ? 0 : c.hours;
  const fixtureHoursAgo = lastWroteBeforeStart[c.customer];
  const ownAgo = [fixtureHoursAgo === undefined ? undefined : fixtureHoursAgo + c.hours, c.writes === 'sender' ? writtenHoursAgo : undefined].filter((h): h is number => h !== undefined);
  return {
    open: ownAgo.some((h) => h < 24),
    otherNumberWrote: c.writes === 'other' && (writtenHoursAgo ?? 24) < 24,
  };
}

const windowCase = (clock: boolean): fc.Arbitrary<WindowCase> =>
  fc.record({
    sender: fc.constantFrom<Sender>('main', 'noTakeover', 'shared'),
    customer: fc.constantFrom<Customer>('inWindow', 'windowClosed', 'neverWrote'),
    writes: fc.constantFrom('none' as const, 'sender' as const, 'other' as const),
    hours: clock ? fc.constantFrom(0, 1, 12, 23, 25, 48) : fc.constant(0),
    hoursFirst: fc.boolean(),
    send: fc.constantFrom(...freeFormTypes, 'template' as const),
  });

export function windowCases(cast: Cast, clock: boolean): fc.Arbitrary<DifferentialCase> {
  const numbers: Record<Sender, CastNumber> = { main: cast.main, noTakeover: cast.noTakeover, shared: cast.shared[0] };
  // Another number of the same workspace, for a message that opens no window for the sender (A38).
  const other: Record<Sender, CastNumber> = { main: cast.noTakeover, noTakeover: cast.main, shared: cast.main };
  return windowCase(clock).map((c) => {
    const from = numbers[c.sender];
    const to = cast.customers[c.customer];
    const caller: Caller = c.sender === 'shared' ? { authorization: `Bearer ${from.token}`, phoneNumberId: from.id } : { authorization: `Bearer ${from.token}` };
    const writing: Step[] = c.writes === 'none' ? [] : [customerWrites(c.writes === 'sender' ? from.id : other[c.sender].id, to)];
    const waiting: Step[] = c.hours === 0 ? [] : [{ kind: 'advance', seconds: c.hours * hour }];
    const body = c.send === 'template' ? plainTemplateTo(to) : freeFormTo(c.send, to);
    const { open, otherNumberWrote } = windowAtSend(c);
    const leeway = c.send !== 'template' && !open && otherNumberWrote ? { leeway: { decisions: ['A38'], among: ['200', '409 outside_messaging_window'] } } : {};
    const story = [c.writes === 'none' ? '' : `writes to ${c.writes === 'sender' ? 'the sender' : 'another number'}`, c.hours === 0 ? '' : `${c.hours} h pass`].filter((s) => s !== '');
    const ordered = c.hoursFirst ? story.reverse() : story;
    const label = `${c.send} from the ${c.sender} number to ${customerText[c.customer]}${ordered.length > 0 ? ` after: ${ordered.join(', then ')}` : ''}`;
    const send = sendStep({ label, section: '1', caller, body, ...leeway });
    return { label, steps: [...(c.hoursFirst ? [...waiting, ...writing] : [...writing, ...waiting]), send] };
  });
}
