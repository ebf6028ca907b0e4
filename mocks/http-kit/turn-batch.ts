/**
 * Answers made during one turn of the event loop go on the wire together, at the end of the turn.
 *
 * Under load the mock spends longer on a request than its client spends on an answer, so by the
 * time the next answer is ready the client has gone back to sleep. Written one at a time, every
 * answer paid for waking it, and on loopback the kernel does that inside the writer's own write
 * call: a profile of the send route under 10 connections put an eighth of the mock's CPU in
 * those wake-ups. Held until the other requests read in the same turn are answered, the
 * answers leave back to back and the client wakes once for all of them. Nothing is skipped or
 * reordered on a connection; an answer waits at most for the rest of its turn's work.
 */

export interface TurnBatch {
  /** Runs `write` at the end of the current turn, after every write deferred before it. */
  defer(write: () => void): void;
}

/** How the end of the turn is reached; tests pass their own. */
export type EndOfTurn = (run: () => void) => void;

export function turnBatch(endOfTurn: EndOfTurn = setImmediate): TurnBatch {
  let pending: (() => void)[] = [];

  const flush = (): void => {
    const due = pending;
    pending = [];
    let failure: { error: unknown } | undefined;
    for (const write of due) {
      // One write that throws must not leave the other answers of its turn unwritten.
      try {
        write();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };

  return {
    defer(write) {
      if (pending.length === 0) endOfTurn(flush);
      pending.push(write);
    },
  };
}
