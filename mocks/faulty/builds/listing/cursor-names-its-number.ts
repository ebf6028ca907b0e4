/** Section 4.2: the listing holds "every template on the connected number" the caller acts as, and no other number's. */
import { readCursor } from '../../../reference/listing/cursor.ts';
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

/** The number a cursor was issued for, read from its payload (the reference's layout: base64url JSON, a dot, a signature). */
function numberIn(cursor: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(cursor.split('.')[0] ?? '', 'base64url').toString('utf8')) as { n?: unknown };
    return typeof payload.n === 'string' ? payload.n : undefined;
  } catch {
    return undefined;
  }
}

// The cursor trusted for where the walk goes on, number included: a sound cursor issued to
// another number lists that number's templates to whoever sends it.
function numberFromCursor(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    const { caller, query, gateway } = context;
    const [cursor] = query?.cursors ?? [];
    const named = cursor === undefined ? undefined : numberIn(cursor);
    const other = named === undefined || named === caller?.number.phoneNumberId ? undefined : gateway.state.numbers.get(named);
    if (!caller || !query || !cursor || !other) return original(context);
    const reading = readCursor(gateway.cursorSecret, { phoneNumberId: other.phoneNumberId, sendable: query.sendable }, cursor);
    if (!reading.ok) return original(context);
    context.caller = { ...caller, number: other };
    context.after = reading.position;
    return undefined;
  };
}

export const cursorNamesItsNumber: FaultyBuild = {
  name: 'cursor-names-its-number',
  deviation: 'A cursor issued to another number lists that number’s templates to the caller who sends it.',
  section: '4.2',
  breaks: { '4.2-every-template': ['cursor-never-leaves-number'] },
  caughtBy: { files: ['suites/listing/page-boundaries.check.ts'], checks: ['listing-damaged-cursor'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'cursor', numberFromCursor) }),
};
