/**
 * The command arbitraries of the section 3.3 model. Plain keyed sends come twice, so replays and
 * body changes (which need an earlier success) turn up often; the clock moves by one hour, by
 * 23 hours (the last asserted replay) or past 24 h 10 min (the first asserted fresh attempt).
 */
import fc from 'fast-check';
import { AdvanceClockCommand } from './advance-clock-command.ts';
import { ConcurrentSendCommand } from './concurrent-send-command.ts';
import { FailingSendCommand } from './failing-send-command.ts';
import { freshFromSeconds, replayUntilSeconds, type KeyModel, type KeyReal } from './key-model.ts';
import { KeyedSendCommand } from './keyed-send-command.ts';
import { RefusedSendCommand } from './refused-send-command.ts';

const number = fc.constantFrom(0, 1);
const key = fc.constantFrom(0, 1, 2);
const body = fc.constantFrom(0, 1, 2);

/** Fresh command arbitraries for `fc.commands`. */
export function keyCommands(): fc.Arbitrary<fc.AsyncCommand<KeyModel, KeyReal>>[] {
  const keyedSend = fc.tuple(number, key, body).map(([n, k, b]) => new KeyedSendCommand(n, k, b));
  return [
    keyedSend,
    keyedSend,
    fc.tuple(number, key, body, fc.constantFrom('refusal' as const, 'outage' as const)).map(([n, k, b, f]) => new FailingSendCommand(n, k, b, f)),
    fc.tuple(number, key).map(([n, k]) => new RefusedSendCommand(n, k)),
    // Mostly identical requests (the table's "same key again"); sometimes two bodies (A6).
    fc.tuple(number, key, fc.oneof({ arbitrary: body.map((b) => [b, b] as const), weight: 2 }, { arbitrary: fc.tuple(body, body), weight: 1 })).map(([n, k, pair]) => new ConcurrentSendCommand(n, k, pair)),
    fc.constantFrom(3600, replayUntilSeconds, freshFromSeconds).map((s) => new AdvanceClockCommand(s)),
  ];
}
